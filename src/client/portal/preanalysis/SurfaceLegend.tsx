import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FootprintSurface } from '../../../domain/preanalysis/footprints';
import { defaultFacilities, type FacilityChoice, type FacilityOption } from './surface-filter';
import { FOOTPRINT_SURFACES, surfaceColour } from './surface-style';

export interface SurfaceLegendProps {
  facilities: readonly FacilityOption[];
  choice: FacilityChoice;
  onChoice: (choice: FacilityChoice) => void;
  /** Surfaces of each kind among the chosen facilities' (before the kind switches). */
  counts: Readonly<Partial<Record<FootprintSurface, number>>>;
  hidden: ReadonlySet<FootprintSurface>;
  onToggle: (surface: FootprintSurface) => void;
}

/** The map's legend: which facilities are drawn (a native select) and a switch per surface kind, all keyboard-operable. */
export function SurfaceLegend({ facilities, choice, onChoice, counts, hidden, onToggle }: SurfaceLegendProps) {
  const { t, i18n } = useTranslation('preanalysis');
  const theme = useTheme();
  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const defaults = defaultFacilities(facilities);
  const defaultLabel = defaults.some((f) => f.relevant)
    ? t('request.map.facilitiesRelevant', { count: defaults.length })
    : t('request.map.facilitiesNearest', { name: defaults[0]?.name ?? '' });
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {facilities.length > 0 && (
        <TextField
          select
          size="small"
          label={t('request.map.facilities')}
          value={String(choice)}
          sx={{ maxWidth: 480 }}
          onChange={(e) => onChoice(e.target.value === 'default' || e.target.value === 'all' ? e.target.value : Number(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          inputProps={{ 'data-testid': 'surface-facilities' }}
        >
          <option value="default">{defaultLabel}</option>
          <option value="all">{t('request.map.facilitiesAll', { count: facilities.length })}</option>
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>
              {t('request.map.facility', { name: f.name, distance: km.format(f.distanceKm) })}
            </option>
          ))}
        </TextField>
      )}
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend" sx={{ typography: 'body2' }}>
          {t('request.map.legend')}
        </FormLabel>
        <FormGroup row data-testid="surface-legend">
          {FOOTPRINT_SURFACES.map((s) => (
            <FormControlLabel
              key={s}
              sx={{ mr: 2 }}
              control={<Checkbox size="small" checked={!hidden.has(s)} onChange={() => onToggle(s)} />}
              label={
                <Stack direction="row" spacing={0.75} alignItems="center" component="span">
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 14,
                      height: 14,
                      borderRadius: 0.5,
                      border: 2,
                      borderColor: surfaceColour(theme, s),
                      bgcolor: surfaceColour(theme, s),
                      opacity: 0.7,
                    }}
                  />
                  <span>{t('request.map.kind', { name: t(`request.surfaces.${s}`), count: counts[s] ?? 0 })}</span>
                </Stack>
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
