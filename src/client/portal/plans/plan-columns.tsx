import type { TFunction } from 'i18next';
import { enumeratedText } from '../../../domain/labels';
import type { Plan } from '../../../domain/schemas/plan';
import { TextCell } from '../../components/list/TextCell';
import type { PlaceColumnsBuilder } from '../../components/list/use-place-columns';

/** A plan's protection zones (stored in Portuguese, `; `-separated) in the visitor's language, as the exports write them. */
export function zonesText(t: TFunction, value: unknown): string {
  const names: unknown = t('plans:zones', { returnObjects: true });
  if (typeof value !== 'string') return '';
  return typeof names === 'object' && names !== null ? enumeratedText(value, names as Record<string, unknown>) : value;
}

/** The plans table's own columns (spec §2), between the signature date and the place. */
export const planColumns: PlaceColumnsBuilder<Plan> = (t, date) => [
  { field: 'icao', headerName: t('plans:fields.icao'), flex: 0.5, minWidth: 95 },
  {
    field: 'type',
    headerName: t('plans:fields.type'),
    width: 85,
    renderCell: ({ value }) => <span title={t(`plans:types.${String(value)}`)}>{String(value ?? '')}</span>,
  },
  { field: 'date', headerName: t('plans:fields.date'), width: 105, valueFormatter: date },
  { field: 'ordinance', headerName: t('plans:fields.ordinance'), flex: 1, minWidth: 140, renderCell: TextCell },
  {
    field: 'impacted_municipalities',
    headerName: t('plans:fields.impacted_municipalities'),
    flex: 1.2,
    minWidth: 160,
    sortable: false,
    renderCell: TextCell,
  },
  {
    field: 'protection_zones',
    headerName: t('plans:fields.protection_zones'),
    flex: 1.2,
    minWidth: 160,
    sortable: false,
    valueFormatter: (value: unknown) => zonesText(t, value),
    renderCell: ({ formattedValue }) => <TextCell value={formattedValue} />,
  },
];
