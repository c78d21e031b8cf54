import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Municipality } from '../../../domain/schemas/municipality';
import { useMunicipalitySearch } from '../../components/list/use-municipality-search';

interface SubscriptionMunicipalitiesProps {
  stateCode: string;
  value: Municipality[];
  onChange: (value: Municipality[]) => void;
  max: number;
  error?: string;
}

/** Several municipalities, searched by name within the chosen state; choices of other states are kept. */
export function SubscriptionMunicipalities({ stateCode, value, onChange, max, error }: SubscriptionMunicipalitiesProps) {
  const { t } = useTranslation('subscriptions');
  const { autocompleteProps } = useMunicipalitySearch(stateCode);
  return (
    <Autocomplete
      {...autocompleteProps}
      multiple
      id="subscription-municipalities"
      value={value}
      disabled={!stateCode && value.length === 0}
      onChange={(_event, chosen) => onChange(chosen.slice(0, max))}
      getOptionLabel={(option) => `${option.name}/${option.state_code}`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionDisabled={() => value.length >= max}
      filterSelectedOptions
      loadingText={t('form.loading')}
      noOptionsText={t('form.noMunicipalities')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.municipalities')}
          error={Boolean(error)}
          helperText={error ?? t('form.municipalitiesHelp', { max })}
          slotProps={{ formHelperText: { disabled: false } }}
        />
      )}
    />
  );
}
