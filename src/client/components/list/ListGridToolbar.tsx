import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Typography from '@mui/material/Typography';
import { ColumnsPanelTrigger, Toolbar, useGridApiContext } from '@mui/x-data-grid';
import { BulkActions } from './BulkActions';
import { ExportMenu } from './ExportMenu';
import { useListGridState } from './list-grid-context';
import { SavedQueriesMenu } from './SavedQueriesMenu';

/**
 * The grid's toolbar: the result count (announced to screen readers), the selected rows' actions, saved queries,
 * the column chooser and the export menu.
 */
export function ListGridToolbar() {
  const apiRef = useGridApiContext();
  const { countText, exportHref, exportSignedIn, onPrint, printBusy, selection, savedQueries } = useListGridState();
  return (
    // On a phone the count takes its own line and the buttons wrap below it: the grid's toolbar would shrink to one
    // line (flex-basis 1px) and cut the wrapped ones off.
    <Toolbar style={{ flexWrap: 'wrap', flex: '0 0 auto', rowGap: 4 }}>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        data-testid="list-count"
        sx={{ flex: 1, flexBasis: { xs: '100%', sm: 0 }, px: 1, fontWeight: 500 }}
      >
        {countText}
      </Typography>
      {selection && <BulkActions selection={selection} />}
      {savedQueries && <SavedQueriesMenu saved={savedQueries} />}
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        {apiRef.current.getLocaleText('toolbarColumns')}
      </ColumnsPanelTrigger>
      {exportHref && <ExportMenu hrefFor={exportHref} signedIn={exportSignedIn} onPrint={onPrint} printBusy={printBusy} />}
    </Toolbar>
  );
}
