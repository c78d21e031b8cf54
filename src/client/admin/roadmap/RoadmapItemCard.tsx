import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROADMAP_STATUSES, type RoadmapItem, type RoadmapStatus } from '../../../domain/schemas/roadmap';

interface RoadmapItemCardProps {
  item: RoadmapItem;
  busy: boolean;
  onStatus: (status: RoadmapStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One roadmap item: title, target, description, its status changeable in place, edit and delete. */
export function RoadmapItemCard({ item, busy, onStatus, onEdit, onDelete }: RoadmapItemCardProps) {
  const { t } = useTranslation('roadmap');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="roadmap-item"
      sx={{ p: 2, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Chip size="small" variant="outlined" icon={<EventIcon />} label={item.target || t('no_target')} sx={{ my: 0.5 }} />
        {item.description && (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          id={`roadmap-status-${item.id}`}
          label={t('fields.status')}
          value={item.status}
          disabled={busy}
          onChange={(e) => onStatus(e.target.value as RoadmapStatus)}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { SelectDisplayProps: { 'aria-label': t('status_of', { title: item.title }), 'aria-labelledby': undefined } } }}
        >
          {ROADMAP_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={t('actions.edit', { title: item.title })} onClick={onEdit}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={t('actions.delete', { title: item.title })} onClick={onDelete} color="error">
          <DeleteIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
