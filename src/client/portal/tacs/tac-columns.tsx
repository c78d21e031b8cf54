import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tac } from '../../../domain/schemas/tac';
import { detailsColumn, formatDate, TextCell } from '../../components/list';

/** Columns the visitor may add from the column chooser. */
export const TAC_HIDDEN_COLUMNS = ['state_code', 'municipality'] as const;

/** The TAC table (spec §2): headers from `tacs:fields.<field>`, dates in the active language. */
export function useTacColumns(onShow: (tac: Tac) => void): GridColDef<Tac>[] {
  const { t, i18n } = useTranslation(['tacs', 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';

  return useMemo<GridColDef<Tac>[]>(() => {
    const date = (value: unknown) => formatDate(value, language);
    const columns: GridColDef<Tac>[] = [
      { field: 'aerodrome_name', headerName: t('tacs:fields.aerodrome_name'), flex: 1.4, minWidth: 220, renderCell: TextCell },
      { field: 'signature_date', headerName: t('tacs:fields.signature_date'), width: 150, valueFormatter: date },
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
      { field: 'state_code', headerName: t('tacs:fields.state_code'), width: 90 },
      { field: 'municipality', headerName: t('tacs:fields.municipality'), minWidth: 170, renderCell: TextCell },
      detailsColumn<Tac>(t('list:actions.header'), (tac) => t('list:actions.details_of', { name: tac.aerodrome_name }), onShow),
    ];
    return columns;
  }, [t, language, onShow]);
}
