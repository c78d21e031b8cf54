import { portalToday } from '../../../domain/today';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "há 5 minutos", "ontem", "3 days ago"… in `languageTag`. A plain date (YYYY-MM-DD, as complaints record) is
 * compared by calendar day with the portal's today (Brasília time, as the server dates them), so today's complaint
 * reads "hoje" rather than some hours since midnight UTC — also between 21:00 and midnight in Brasília.
 */
export function relativeTime(value: string, languageTag: string, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const today = Date.parse(portalToday(now));
    return format.format(Math.round((Date.parse(value) - today) / DAY), 'day');
  }
  const elapsed = Date.parse(value) - now.getTime();
  const size = Math.abs(elapsed);
  if (Number.isNaN(elapsed)) return value;
  if (size < MINUTE) return format.format(0, 'second');
  if (size < HOUR) return format.format(Math.round(elapsed / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.round(elapsed / HOUR), 'hour');
  return format.format(Math.round(elapsed / DAY), 'day');
}
