import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, ExportFailure } from './download-export';
import { EXPORT_FORMATS, type ExportFormat } from './export-url';

interface ExportMenuProps {
  /** The download address of each format, carrying the list's current filters and sort. */
  hrefFor: (format: ExportFormat) => string;
  /**
   * Staff lists: the export needs the bearer token, which a download link cannot send, so the file is fetched
   * with it and saved from a Blob (download-export.ts), with a busy state and an error message.
   */
  signedIn?: boolean;
  /** The button's text ("Exportar" unless given). */
  label?: string;
  /** `selection`: the files hold the selected rows only, and there is no "Imprimir". */
  scope?: 'all' | 'selection';
  /** "Imprimir" for the whole filtered list (use-print-all.ts); without it, the browser prints the page as it is. */
  onPrint?: () => void;
  /** The rows to print are being fetched. */
  printBusy?: boolean;
}

/** "Exportar": CSV, XLSX and PDF downloads of the whole filtered list, and "Imprimir" (every filtered row, see use-print-all.ts). */
export function ExportMenu({ hrefFor, signedIn = false, label, scope = 'all', onPrint, printBusy = false }: ExportMenuProps) {
  const { t } = useTranslation('list');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  const fetchFile = (format: ExportFormat) => (event: MouseEvent) => {
    // The link keeps its href (copyable, inspectable); the download itself goes through fetch with the token.
    event.preventDefault();
    close();
    setBusy(format);
    setFailure(null);
    downloadExport(hrefFor(format))
      .catch((error: unknown) => {
        const status = error instanceof ExportFailure ? error.status : 0;
        const reason = error instanceof ExportFailure && error.message ? `${error.message} ` : '';
        setFailure(status === 0 ? t('export.failed_network') : `${reason}${t('export.failed', { status })}`);
      })
      .finally(() => setBusy(null));
  };

  return (
    <>
      <Button
        size="small"
        startIcon={busy || printBusy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={busy !== null || printBusy}
        disabled={busy !== null || printBusy}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="no-print"
      >
        {busy ? t('export.preparing', { format: busy.toUpperCase() }) : (label ?? t('export.button'))}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} component="a" href={hrefFor(format)} download onClick={signedIn ? fetchFile(format) : close}>
            <ListItemText primary={t(scope === 'selection' ? `selection.${format}` : `export.${format}`)} />
          </MenuItem>
        ))}
        {scope === 'all' && (
          <MenuItem
            onClick={() => {
              close();
              // Let the menu close before the print preview captures the page.
              if (onPrint) onPrint();
              else setTimeout(() => window.print(), 150);
            }}
          >
            <ListItemIcon>
              <PrintIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('export.print')} />
          </MenuItem>
        )}
      </Menu>
      <Snackbar open={failure !== null} onClose={() => setFailure(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setFailure(null)} data-testid="export-error">
          {failure}
        </Alert>
      </Snackbar>
    </>
  );
}
