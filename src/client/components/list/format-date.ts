import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';

dayjs.extend(localizedFormat);

/** The dayjs locale for an i18next language (pt, pt-BR, en-US, es …). */
export function dayjsLocale(language: string): 'pt-br' | 'es' | 'en' {
  const base = language.toLowerCase().slice(0, 2);
  if (base === 'pt') return 'pt-br';
  if (base === 'es') return 'es';
  return 'en';
}

/** A calendar date (YYYY-MM-DD) in the language's short format: 31/12/2024, 12/31/2024. */
export function formatDate(value: unknown, language: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(dayjsLocale(language)).format('L') : value;
}
