import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Typography from '@mui/material/Typography';
import { ColumnsPanelTrigger, Toolbar, useGridApiContext } from '@mui/x-data-grid';
import { ExportMenu } from './ExportMenu';
import { useListGridState } from './list-grid-context';

/** The grid's toolbar: the result count (announced to screen readers), the column chooser and the export menu. */
export function ListGridToolbar() {
  const apiRef = useGridApiContext();
  const { countText, exportHref, exportSignedIn } = useListGridState();
  return (
    <Toolbar>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        data-testid="list-count"
        sx={{ flex: 1, px: 1, fontWeight: 500 }}
      >
        {countText}
      </Typography>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        {apiRef.current.getLocaleText('toolbarColumns')}
      </ColumnsPanelTrigger>
      {exportHref && <ExportMenu hrefFor={exportHref} signedIn={exportSignedIn} />}
    </Toolbar>
  );
}
