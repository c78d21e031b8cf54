import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SampleMark } from '../SampleMark';
import { formatDate } from './format-date';
import { RecordDetailsDialog } from './RecordDetailsDialog';
import type { PlaceRecord } from './use-place-columns';

/** The resource's own fields, between the ICAO code and the sample flag, as `[field, value]` pairs. */
export type PlaceDetailsBuilder<R extends PlaceRecord> = (record: R, t: TFunction, date: (value: unknown) => string) => [field: string, value: ReactNode][];

interface PlaceDetailsDialogProps<R extends PlaceRecord> {
  /** The i18n namespace holding `fields.<field>` labels. */
  ns: string;
  record: R | null;
  fields: PlaceDetailsBuilder<R>;
  onClose: () => void;
  children?: ReactNode;
}

/** All the fields of one aerodrome-located record, titled with its aerodrome's name. */
export function PlaceDetailsDialog<R extends PlaceRecord>({ ns, record, fields, onClose, children }: PlaceDetailsDialogProps<R>) {
  const { t, i18n } = useTranslation([ns, 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const date = (value: unknown) => formatDate(value, language);
  const entries: [string, ReactNode][] = record
    ? [
        ['aerodrome_name', record.aerodrome_name],
        ['icao', record.icao],
        ...fields(record, t, date),
        ['sample', t(record.sample ? 'list:values.sample' : 'list:values.no')],
      ]
    : [];
  const items = entries.map(([field, value]) => ({ field, label: t(`${ns}:fields.${field}`), value }));
  return (
    <RecordDetailsDialog
      open={record !== null}
      title={record?.aerodrome_name ?? ''}
      items={items}
      onClose={onClose}
      titleAdornment={record?.sample ? <SampleMark /> : null}
    >
      {children}
    </RecordDetailsDialog>
  );
}
