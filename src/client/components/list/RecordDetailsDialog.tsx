import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DetailItem {
  field: string;
  label: string;
  value: ReactNode;
}

interface RecordDetailsDialogProps {
  open: boolean;
  title: string;
  items: DetailItem[];
  onClose: () => void;
  /** Shown under the fields (a plan's location map). */
  children?: ReactNode;
  /** Shown after the title (the sample mark). */
  titleAdornment?: ReactNode;
}

/** Every field of one row, as a description list in a dialog (full screen on a phone). */
export function RecordDetailsDialog({ open, title, items, onClose, children, titleAdornment }: RecordDetailsDialogProps) {
  const { t } = useTranslation('list');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="record-details-title">
      <DialogTitle id="record-details-title">
        {title}
        {titleAdornment && (
          <Box component="span" sx={{ ml: 1, verticalAlign: 'middle', display: 'inline-flex' }}>
            {titleAdornment}
          </Box>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
        >
          {items.map((item) => (
            <Box key={item.field} sx={{ display: 'contents' }} data-field={item.field}>
              <Box component="dt" sx={{ fontWeight: 500, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
                {item.label}
              </Box>
              <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
              </Box>
            </Box>
          ))}
        </Box>
        {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
