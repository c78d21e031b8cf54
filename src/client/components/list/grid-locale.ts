import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, esES, ptBR } from '@mui/x-data-grid/locales';

/** MUI X's own translations of the grid (pagination, column menu, panels) for an i18next language. */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const base = language.toLowerCase().slice(0, 2);
  const localization = base === 'en' ? enUS : base === 'es' ? esES : ptBR;
  return localization.components.MuiDataGrid.defaultProps.localeText;
}
