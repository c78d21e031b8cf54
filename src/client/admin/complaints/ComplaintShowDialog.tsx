import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '../../../domain/schemas/complaint';
import { formatDate } from '../../components/list';
import { SampleMark } from '../../components/SampleMark';
import { RecordHistory } from '../components/history/RecordHistory';

const SHOWN = [
  'number',
  'nup',
  'regional',
  'process_type',
  'created_at',
  'state_code',
  'municipality',
  'aerodrome_name',
  'icao',
  'summary',
  'content',
] as const;

/** Every field of one complaint. */
export function ComplaintShowDialog({ record, onClose }: { record: Complaint; onClose: () => void }) {
  const { t, i18n } = useTranslation('complaints');
  const value = (field: (typeof SHOWN)[number]) => {
    if (field === 'created_at') return formatDate(record.created_at, i18n.language);
    if (field === 'process_type' && record.process_type) return t(`process_types.${record.process_type}`, { defaultValue: record.process_type });
    const raw = record[field];
    return raw === null || raw === '' ? '—' : String(raw);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="complaint-show-title">
      <DialogTitle id="complaint-show-title">
        {t('show_title', { number: record.number })}
        {record.sample && <SampleMark sx={{ ml: 1, verticalAlign: 'middle' }} />}
      </DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {SHOWN.map((field) => (
            <div key={field} style={{ marginBottom: 8 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {value(field)}
              </Typography>
            </div>
          ))}
        </dl>
        <RecordHistory resource="complaints" recordId={record.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
