import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from './export-url';

interface ExportMenuProps {
  /** The download address of each format, carrying the list's current filters and sort. */
  hrefFor: (format: ExportFormat) => string;
}

/** "Exportar": CSV, XLSX and PDF downloads of the whole filtered list, and "Imprimir" (the browser's print, see ListPage's print styles). */
export function ExportMenu({ hrefFor }: ExportMenuProps) {
  const { t } = useTranslation('list');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="no-print"
      >
        {t('export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} component="a" href={hrefFor(format)} download onClick={close}>
            <ListItemText primary={t(`export.${format}`)} />
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            // Let the menu close before the print preview captures the page.
            setTimeout(() => window.print(), 150);
          }}
        >
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('export.print')} />
        </MenuItem>
      </Menu>
    </>
  );
}
