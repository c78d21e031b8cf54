import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../domain/schemas/plan';
import { detailsColumn, formatDate, TextCell } from '../../components/list';

/** Columns the visitor may add from the column chooser. */
export const PLAN_HIDDEN_COLUMNS = ['state_code', 'municipality'] as const;

/** The plans table (spec §2): headers from `plans:fields.<field>`, dates in the active language. */
export function usePlanColumns(onShow: (plan: Plan) => void): GridColDef<Plan>[] {
  const { t, i18n } = useTranslation(['plans', 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';

  return useMemo<GridColDef<Plan>[]>(() => {
    const date = (value: unknown) => formatDate(value, language);
    const columns: GridColDef<Plan>[] = [
      { field: 'aerodrome_name', headerName: t('plans:fields.aerodrome_name'), flex: 1.4, minWidth: 220, renderCell: TextCell },
      { field: 'signature_date', headerName: t('plans:fields.signature_date'), width: 150, valueFormatter: date },
      { field: 'icao', headerName: t('plans:fields.icao'), width: 115 },
      {
        field: 'type',
        headerName: t('plans:fields.type'),
        width: 110,
        renderCell: ({ value }) => <span title={t(`plans:types.${String(value)}`)}>{String(value ?? '')}</span>,
      },
      { field: 'date', headerName: t('plans:fields.date'), width: 120, valueFormatter: date },
      { field: 'ordinance', headerName: t('plans:fields.ordinance'), flex: 1, minWidth: 180, renderCell: TextCell },
      {
        field: 'impacted_municipalities',
        headerName: t('plans:fields.impacted_municipalities'),
        flex: 1.2,
        minWidth: 220,
        sortable: false,
        renderCell: TextCell,
      },
      { field: 'protection_zones', headerName: t('plans:fields.protection_zones'), flex: 1.2, minWidth: 220, sortable: false, renderCell: TextCell },
      { field: 'state_code', headerName: t('plans:fields.state_code'), width: 90 },
      { field: 'municipality', headerName: t('plans:fields.municipality'), minWidth: 170, renderCell: TextCell },
      detailsColumn<Plan>(t('list:actions.header'), (plan) => t('list:actions.details_of', { name: plan.aerodrome_name }), onShow),
    ];
    return columns;
  }, [t, language, onShow]);
}
