import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
// Types theme.vars, the CSS variables of a theme created with cssVariables (the portal's).
import type {} from '@mui/material/themeCssVarsAugmentation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SampleMark } from '../SampleMark';
import type { PlaceRecord } from './use-place-columns';

/**
 * An outlined card (MUI's Card, CardContent and CardActions, with Typography's subtitle1 and body2) drawn by one
 * styled element over plain markup. A phone renders 25 of these on its first screen: as MUI components each card
 * was some 25 styled instances, whose style resolution was the largest part of the list's render on a slow phone.
 */
const CardRoot = styled('li')(({ theme }) => {
  // CSS variables (the portal's theme): the light and dark schemes switch without a new render.
  const palette = (theme.vars ?? theme).palette;
  return {
    listStyle: 'none',
    cursor: 'pointer',
    overflow: 'hidden',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    '& .place-card-content': { padding: theme.spacing(2, 2, 0) },
    '& .place-card-title': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
    '& h2': { ...theme.typography.subtitle1, margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
    '& dl': {
      ...theme.typography.body2,
      margin: theme.spacing(1, 0, 0),
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: theme.spacing(1.5),
      rowGap: theme.spacing(0.5),
    },
    '& dl > div': { display: 'contents' },
    '& dt': { color: palette.text.secondary },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
    '& .place-card-actions': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', padding: theme.spacing(1) },
  };
});

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
    <CardRoot data-testid="list-card" onClick={() => onOpen(record)}>
      <div className="place-card-content">
        <div className="place-card-title">
          <h2>{record.icao ? `${name} (${record.icao})` : name}</h2>
          {record.sample && <SampleMark />}
          {badges}
        </div>
        <dl>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value === '' || value === null ? '—' : value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="place-card-actions">
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
      </div>
    </CardRoot>
  );
}
