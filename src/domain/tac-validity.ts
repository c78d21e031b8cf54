/** A TAC is expired once its validity (YYYY-MM-DD) lies before today (YYYY-MM-DD, the visitor's calendar day). */
export function isExpired(validity: string | null | undefined, today: string): boolean {
  return typeof validity === 'string' && validity !== '' && validity < today;
}

/** Today's calendar date where the code runs, as YYYY-MM-DD (local time, not UTC: a TAC expires at local midnight). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
