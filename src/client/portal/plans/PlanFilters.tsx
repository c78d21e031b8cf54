import { useTranslation } from 'react-i18next';
import { PLAN_TYPES } from '../../../domain/constants';
import { MoreFilters, PlaceSearchFilters, type FilterValues, type MoreFiltersProps, type PlaceSearchField } from '../../components/list';

interface PlanFiltersProps {
  values: FilterValues<PlaceSearchField>;
  onChange: (patch: FilterValues<PlaceSearchField>) => void;
  onClear: () => void;
  active: boolean;
  /** The drawer's state (useMoreFilters). */
  more: Pick<MoreFiltersProps, 'values' | 'onChange' | 'onClear' | 'count'>;
}

/** Plans search (spec §2): state, municipality, aerodrome name or ICAO code; more filters: plan types and a date range. */
export function PlanFilters({ more, ...props }: PlanFiltersProps) {
  const { t } = useTranslation('plans');
  const typeOptions = PLAN_TYPES.map((value) => ({ value, label: `${value} — ${t(`types.${value}`)}` }));
  return (
    <PlaceSearchFilters
      {...props}
      labels={{
        region: t('filters.region'),
        state: t('fields.state_code'),
        municipality: t('fields.municipality'),
        search: t('filters.q'),
      }}
      extra={<MoreFilters {...more} typeLabel={t('fields.type')} typeOptions={typeOptions} rangeLabel={t('fields.date')} />}
    />
  );
}
