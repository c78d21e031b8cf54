import { useTranslation } from 'react-i18next';
import { TAC_TYPES } from '../../../domain/schemas/tac';
import { MoreFilters, PlaceSearchFilters, type FilterValues, type MoreFiltersProps, type PlaceSearchField } from '../../components/list';

interface TacFiltersProps {
  values: FilterValues<PlaceSearchField>;
  onChange: (patch: FilterValues<PlaceSearchField>) => void;
  onClear: () => void;
  active: boolean;
  /** The drawer's state (useMoreFilters). */
  more: Pick<MoreFiltersProps, 'values' | 'onChange' | 'onClear' | 'count'>;
}

/** TAC search (spec §2): state, municipality, aerodrome name or ICAO code; more filters: TAC types and a validity range. */
export function TacFilters({ more, ...props }: TacFiltersProps) {
  const { t } = useTranslation('tacs');
  const typeOptions = TAC_TYPES.map((value) => ({ value, label: t(`types.${value}`, { defaultValue: value }) }));
  return (
    <PlaceSearchFilters
      {...props}
      labels={{
        region: t('filters.region'),
        state: t('fields.state_code'),
        municipality: t('fields.municipality'),
        search: t('filters.q'),
      }}
      extra={<MoreFilters {...more} typeLabel={t('fields.type')} typeOptions={typeOptions} rangeLabel={t('fields.validity')} />}
    />
  );
}
