/**
 * The portal's calendar: staff and the server agree on "today" in Brasília time, whatever the time zone
 * of the browser or of the server (a UTC server is already on tomorrow at 21:00 in Brasília).
 */
const PORTAL_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date (YYYY-MM-DD) in the portal's time zone. */
export function portalToday(at: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
