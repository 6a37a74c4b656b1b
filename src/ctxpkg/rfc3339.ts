/**
 * RFC 3339 timestamps as LeanCTX (chrono) reads and writes them: any offset on input, converted
 * to UTC; written with 0, 3, 6 or 9 fraction digits (chrono's `SecondsFormat::AutoSi`).
 */
export interface Instant {
  /** Whole seconds since the Unix epoch (UTC). */
  seconds: number;
  /** 0..999,999,999 */
  nanos: number;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(y: number, m: number): number {
  return [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** The instant an RFC 3339 timestamp names, or null when it is not one. */
export function parseRfc3339(s: string): Instant | null {
  const m = RFC3339.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 59) return null;
  const frac = m[7] ?? '';
  // chrono keeps nanosecond precision and ignores further digits.
  const nanos = Number(frac.slice(0, 9).padEnd(9, '0'));
  let offset = 0;
  if (!m[8]) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return null;
    offset = (m[9] === '-' ? -1 : 1) * (oh * 3600 + om * 60);
  }
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, sec, 0);
  return { seconds: date.getTime() / 1000 - offset, nanos };
}

/** Writes an instant as RFC 3339 UTC with `Z` (how serde writes a field) or `+00:00` (chrono's `to_rfc3339`, used in MAC headers). */
export function formatRfc3339(t: Instant, zone: 'Z' | '+00:00'): string {
  const date = new Date(t.seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  let frac = '';
  if (t.nanos !== 0) {
    if (t.nanos % 1_000_000 === 0) frac = `.${pad(t.nanos / 1_000_000, 3)}`;
    else if (t.nanos % 1000 === 0) frac = `.${pad(t.nanos / 1000, 6)}`;
    else frac = `.${pad(t.nanos, 9)}`;
  }
  return `${base}${frac}${zone}`;
}

/** Whole Unix seconds as an instant. */
export function instantFromSeconds(seconds: number): Instant {
  return { seconds: Math.floor(seconds), nanos: 0 };
}
