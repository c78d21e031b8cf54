import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SampleMark } from '../SampleMark';
import type { PlaceRecord } from './use-place-columns';

interface PlaceCardProps<R extends PlaceRecord> {
  record: R;
  /** The main facts, `[label, value]`, under the aerodrome's name. */
  facts: [label: string, value: ReactNode][];
  /** Marks beside the name (an expired TAC's chip). */
  badges?: ReactNode;
  onOpen: (record: R) => void;
}

/** One result on a phone: the aerodrome, its main facts and a details button; a tap anywhere on the card opens the same details. */
export function PlaceCard<R extends PlaceRecord>({ record, facts, badges, onOpen }: PlaceCardProps<R>) {
  const { t } = useTranslation('list');
  const name = record.aerodrome_name;
  return (
    <Card component="li" variant="outlined" data-testid="list-card" onClick={() => onOpen(record)} sx={{ cursor: 'pointer', listStyle: 'none' }}>
      <CardContent sx={{ pb: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {record.icao ? `${name} (${record.icao})` : name}
          </Typography>
          {record.sample && <SampleMark />}
          {badges}
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1.5, rowGap: 0.5 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value === '' || value === null ? '—' : value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={<VisibilityOutlinedIcon />}
          aria-label={t('actions.details_of', { name })}
          onClick={(event) => {
            // The card's own click would open the details a second time.
            event.stopPropagation();
            onOpen(record);
          }}
        >
          {t('actions.details')}
        </Button>
      </CardActions>
    </Card>
  );
}
