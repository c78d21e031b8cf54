import type { Tac } from '../../../domain/schemas/tac';
import { TextCell } from '../../components/list/TextCell';
import type { PlaceColumnsBuilder } from '../../components/list/use-place-columns';
import { ValidityText } from './ExpiredChip';

/** The TAC table's own columns (spec §2), between the signature date and the place. */
export const tacColumns: PlaceColumnsBuilder<Tac> = (t, date) => [
  { field: 'dou_reference', headerName: t('tacs:fields.dou_reference'), flex: 1, minWidth: 160, sortable: false, renderCell: TextCell },
  { field: 'icao', headerName: t('tacs:fields.icao'), width: 85 },
  {
    field: 'type',
    headerName: t('tacs:fields.type'),
    width: 130,
    valueFormatter: (value: unknown) => (value ? t(`tacs:types.${String(value)}`, { defaultValue: String(value) }) : ''),
  },
  { field: 'date', headerName: t('tacs:fields.date'), width: 110, valueFormatter: date },
  {
    field: 'validity',
    headerName: t('tacs:fields.validity'),
    width: 185,
    valueFormatter: date,
    renderCell: ({ row, formattedValue }) => <ValidityText validity={row.validity} text={String(formattedValue ?? '')} />,
  },
];
