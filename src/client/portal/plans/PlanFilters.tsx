import { useTranslation } from 'react-i18next';
import { PlaceSearchFilters, type FilterValues, type PlaceSearchField } from '../../components/list';

interface PlanFiltersProps {
  values: FilterValues<PlaceSearchField>;
  onChange: (patch: FilterValues<PlaceSearchField>) => void;
  onClear: () => void;
  active: boolean;
}

/** Plans search (spec §2): state, municipality, aerodrome name or ICAO code. */
export function PlanFilters(props: PlanFiltersProps) {
  const { t } = useTranslation('plans');
  return (
    <PlaceSearchFilters
      {...props}
      labels={{
        region: t('filters.region'),
        state: t('fields.state_code'),
        municipality: t('fields.municipality'),
        search: t('filters.q'),
      }}
    />
  );
}
