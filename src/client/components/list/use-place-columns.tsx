import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A place list's table (spec §2): headers from `<ns>:fields.<field>`, dates in the active language. Minimum widths
 * are chosen so that, with the default columns, the row's actions (PlaceGrid adds them) fit at 1280 px and up.
 */
export function usePlaceColumns<R extends PlaceRecord>(ns: string, build: PlaceColumnsBuilder<R>): GridColDef<R>[] {
  const { t, i18n } = useTranslation([ns, 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';

  return useMemo<GridColDef<R>[]>(() => {
    const date = (value: unknown) => formatDate(value, language);
    return [
      { field: 'aerodrome_name', headerName: t(`${ns}:fields.aerodrome_name`), flex: 1.4, minWidth: 180, renderCell: SampleTextCell },
      { field: 'signature_date', headerName: t(`${ns}:fields.signature_date`), flex: 0.6, minWidth: 125, valueFormatter: date },
      ...build(t, date),
      { field: 'state_code', headerName: t(`${ns}:fields.state_code`), width: 90 },
      { field: 'municipality', headerName: t(`${ns}:fields.municipality`), minWidth: 170, renderCell: TextCell },
    ];
  }, [t, language, ns, build]);
}
