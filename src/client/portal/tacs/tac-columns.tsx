import type { Tac } from '../../../domain/schemas/tac';
import { TextCell, type PlaceColumnsBuilder } from '../../components/list';

/** The TAC table's own columns (spec §2), between the signature date and the place. */
export const tacColumns: PlaceColumnsBuilder<Tac> = (t, date) => [
  { field: 'dou_reference', headerName: t('tacs:fields.dou_reference'), flex: 1, minWidth: 200, sortable: false, renderCell: TextCell },
  { field: 'icao', headerName: t('tacs:fields.icao'), width: 100 },
  {
    field: 'type',
    headerName: t('tacs:fields.type'),
    width: 140,
    valueFormatter: (value: unknown) => (value ? t(`tacs:types.${String(value)}`, { defaultValue: String(value) }) : ''),
  },
  { field: 'date', headerName: t('tacs:fields.date'), width: 120, valueFormatter: date },
  { field: 'validity', headerName: t('tacs:fields.validity'), width: 130, valueFormatter: date },
];
