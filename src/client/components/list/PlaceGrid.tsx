import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { detailsColumn } from './details-column';
import { ListGrid, type ListGridProps } from './ListGrid';
import type { PlaceRecord } from './use-place-columns';

type PlaceGridProps<R extends PlaceRecord> = ListGridProps<R> & { onOpen: (row: R) => void };

/**
 * A place list's data grid for wide screens, with a details button per row (a click or Enter on a row opens the
 * same details). Its own chunk: PlaceSearchList loads it only from `md` up, so a phone never downloads MUI X.
 */
export function PlaceGrid<R extends PlaceRecord>({ columns, onOpen, ...props }: PlaceGridProps<R>) {
  const { t } = useTranslation('list');
  const withActions = useMemo<GridColDef<R>[]>(
    () => [...columns, detailsColumn<R>(t('actions.header'), (row) => t('actions.details_of', { name: row.aerodrome_name }), onOpen)],
    [columns, onOpen, t],
  );
  return <ListGrid<R> {...props} columns={withActions} onOpen={onOpen} />;
}
