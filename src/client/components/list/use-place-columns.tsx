import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { detailsColumn } from './details-column';
import { formatDate } from './format-date';
import { SampleTextCell, TextCell } from './TextCell';

/** What every aerodrome-located record (plan, TAC) has. */
export interface PlaceRecord {
  id: number;
  aerodrome_name: string;
  icao: string | null;
  signature_date: string;
  state_code: string;
  municipality: string;
  sample: boolean;
}

/** Columns the visitor may add from the column chooser. */
export const PLACE_HIDDEN_COLUMNS = ['state_code', 'municipality'] as const;

/** The resource's own columns, between the signature date and the place; `date` formats in the active language. */
export type PlaceColumnsBuilder<R extends PlaceRecord> = (t: TFunction, date: (value: unknown) => string) => GridColDef<R>[];

/** A place list's table (spec §2): headers from `<ns>:fields.<field>`, dates in the active language. */
export function usePlaceColumns<R extends PlaceRecord>(ns: string, build: PlaceColumnsBuilder<R>, onShow: (row: R) => void): GridColDef<R>[] {
  const { t, i18n } = useTranslation([ns, 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';

  return useMemo<GridColDef<R>[]>(() => {
    const date = (value: unknown) => formatDate(value, language);
    return [
      { field: 'aerodrome_name', headerName: t(`${ns}:fields.aerodrome_name`), flex: 1.4, minWidth: 220, renderCell: SampleTextCell },
      { field: 'signature_date', headerName: t(`${ns}:fields.signature_date`), width: 150, valueFormatter: date },
      ...build(t, date),
      { field: 'state_code', headerName: t(`${ns}:fields.state_code`), width: 90 },
      { field: 'municipality', headerName: t(`${ns}:fields.municipality`), minWidth: 170, renderCell: TextCell },
      detailsColumn<R>(t('list:actions.header'), (row) => t('list:actions.details_of', { name: row.aerodrome_name }), onShow),
    ];
  }, [t, language, ns, build, onShow]);
}
