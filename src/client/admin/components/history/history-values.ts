import type { TFunction } from 'i18next';
import { isLocale } from '../../../i18n';
import { valueLabel } from '../../../../domain/labels';
import { formatDate } from '../../../components/list';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An audited value as the record's screens show it: dates and numbers in the user's language, enumerations translated. */
export function historyValue(value: unknown, resource: string, field: string, t: TFunction, language: string): string {
  if (value === null || value === undefined || value === '') return t('audit:history.none');
  if (typeof value === 'number') return value.toLocaleString(language);
  if (typeof value === 'boolean') return t(value ? 'audit:history.yes' : 'audit:history.no');
  if (typeof value !== 'string') return JSON.stringify(value);
  if (DATE.test(value)) return formatDate(value, language);
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value).toLocaleString(language);
  const locale = language.slice(0, 2);
  return isLocale(locale) ? String(valueLabel(locale, resource, field, value)) : value;
}

/**
 * A field's name as the record's list and export call it (`<resource>:fields.<field>`), else the trail's own name for
 * it (`audit:field_names`), else the column name.
 */
export function historyField(field: string, resource: string, t: TFunction): string {
  return t(`${resource}:fields.${field}`, { defaultValue: t(`audit:field_names.${field}`, { defaultValue: field }) });
}

/** When and who, in the user's language. */
export function historyInstant(value: string, language: string): string {
  return new Date(value).toLocaleString(language);
}
