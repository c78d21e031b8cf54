/** Parse and format coordinates given as decimal degrees or degrees-minutes-seconds. Errors are codes. */

export type Axis = 'latitude' | 'longitude';
export type DmsErrorCode =
  'empty' | 'malformed' | 'minutes_out_of_range' | 'seconds_out_of_range' | 'out_of_range' | 'hemisphere_mismatch' | 'sign_and_hemisphere';

export type DmsParseResult = { ok: true; value: number } | { ok: false; error: DmsErrorCode };

const HEMI: Record<string, { axis: Axis; sign: 1 | -1 }> = {
  N: { axis: 'latitude', sign: 1 },
  S: { axis: 'latitude', sign: -1 },
  E: { axis: 'longitude', sign: 1 },
  L: { axis: 'longitude', sign: 1 }, // "Leste" (Portuguese)
  W: { axis: 'longitude', sign: -1 },
  O: { axis: 'longitude', sign: -1 }, // "Oeste" (Portuguese)
};

const NUM = '(\\d+(?:[.,]\\d+)?)';
const SEP = '\\s*(?:[°º˚:D]|\\s)\\s*';
const PATTERN = new RegExp(`^([+-])?\\s*${NUM}(?:${SEP}${NUM}(?:\\s*(?:['′’M:]|\\s)\\s*${NUM}?)?)?\\s*(?:["″”]|'')?$`);

const toNum = (s: string): number => Number(s.replace(',', '.'));

/**
 * Accepts e.g. `-23.627657`, `23,627657 S`, `23°37'39,56"S`, `S 23 37 39.56`, `46:39:16.56W`.
 * Degrees must be whole when minutes are given; minutes whole when seconds are given.
 */
export function parseCoordinate(text: string, axis: Axis): DmsParseResult {
  let s = text.trim().toUpperCase();
  if (s === '') return { ok: false, error: 'empty' };
  let hemi: string | null = null;
  const first = s[0] ?? '';
  const last = s[s.length - 1] ?? '';
  if (first in HEMI) {
    hemi = first;
    s = s.slice(1).trim();
  } else if (last in HEMI) {
    hemi = last;
    s = s.slice(0, -1).trim();
  }
  const m = PATTERN.exec(s);
  if (!m) return { ok: false, error: 'malformed' };
  const [, signText, dText, mText, sText] = m;
  if (dText === undefined) return { ok: false, error: 'malformed' };
  const deg = toNum(dText);
  const min = mText === undefined ? 0 : toNum(mText);
  const sec = sText === undefined ? 0 : toNum(sText);
  if (mText !== undefined && !Number.isInteger(deg)) return { ok: false, error: 'malformed' };
  if (sText !== undefined && mText !== undefined && !Number.isInteger(min)) return { ok: false, error: 'malformed' };
  if (min >= 60) return { ok: false, error: 'minutes_out_of_range' };
  if (sec >= 60) return { ok: false, error: 'seconds_out_of_range' };
  let sign: 1 | -1 = signText === '-' ? -1 : 1;
  if (hemi !== null) {
    const h = HEMI[hemi];
    if (!h || h.axis !== axis) return { ok: false, error: 'hemisphere_mismatch' };
    if (signText !== undefined) return { ok: false, error: 'sign_and_hemisphere' };
    sign = h.sign;
  }
  const value = sign * (deg + min / 60 + sec / 3600);
  const limit = axis === 'latitude' ? 90 : 180;
  if (!Number.isFinite(value) || Math.abs(value) > limit) return { ok: false, error: 'out_of_range' };
  return { ok: true, value };
}

export interface DmsParts {
  degrees: number;
  minutes: number;
  seconds: number;
  hemisphere: 'N' | 'S' | 'E' | 'W';
}

/** Split decimal degrees into D/M/S rounded to `decimals` of a second, carrying 60 s → 1 min → 1°. */
export function toDms(value: number, axis: Axis, decimals = 2): DmsParts {
  const hemisphere = axis === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const scale = 10 ** decimals;
  let total = Math.round(Math.abs(value) * 3600 * scale);
  const perDeg = 3600 * scale;
  const degrees = Math.floor(total / perDeg);
  total -= degrees * perDeg;
  const minutes = Math.floor(total / (60 * scale));
  total -= minutes * 60 * scale;
  return { degrees, minutes, seconds: total / scale, hemisphere };
}

/** Format as on the Declaração: `23°37'39,56"S` (comma decimal, 2 decimals of a second). */
export function formatDms(value: number, axis: Axis, decimals = 2): string {
  const p = toDms(value, axis, decimals);
  const sec = p.seconds
    .toFixed(decimals)
    .padStart(decimals > 0 ? 3 + decimals : 2, '0')
    .replace('.', ',');
  return `${p.degrees}°${String(p.minutes).padStart(2, '0')}'${sec}"${p.hemisphere}`;
}
