// Museum facts in the visitor's language (Intl with the locale's BCP 47 tag).
import { LOCALE_BCP47, type Locale } from '@contract';

export function formatNumber(value: number, lang: Locale): string {
  return new Intl.NumberFormat(LOCALE_BCP47[lang]).format(value);
}

/** 'YYYY-MM-DD' as a long date, 'YYYY' as a year. */
export function formatEstablished(date: string, lang: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?];
  const utc = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions = month
    ? { dateStyle: 'long', timeZone: 'UTC' }
    : { year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LOCALE_BCP47[lang], options).format(utc);
}

/** 240 -> '4 hours', 90 -> '1 hour 30 minutes', 45 -> '45 minutes' (in the locale's words). */
export function formatDuration(minutes: number, lang: Locale): string {
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(LOCALE_BCP47[lang], { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return unit(m, 'minute');
  if (m === 0) return unit(h, 'hour');
  return `${unit(h, 'hour')} ${unit(m, 'minute')}`;
}
