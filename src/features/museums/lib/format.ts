// Museum facts in the visitor's language (Intl with the locale's BCP 47 tag). A formatter is
// made once per locale and kind: making one costs milliseconds (the locale's data is loaded),
// using one microseconds, and the museum page formats its numbers at every render.
import { LOCALE_BCP47, type Locale } from '@contract';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Locale, unit?: 'hour' | 'minute'): Intl.NumberFormat {
  const key = `${lang}:${unit ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BCP47[lang], unit ? { style: 'unit', unit, unitDisplay: 'long' } : undefined);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: Locale): string {
  return numberFormat(lang).format(value);
}

/** 'YYYY-MM-DD' as a long date, 'YYYY' as a year. */
export function formatEstablished(date: string, lang: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?];
  const utc = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const key = `${lang}:${month ? 'long' : 'year'}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = month
      ? { dateStyle: 'long', timeZone: 'UTC' }
      : { year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(LOCALE_BCP47[lang], options);
    dateFormats.set(key, format);
  }
  return format.format(utc);
}

/** 240 -> '4 hours', 90 -> '1 hour 30 minutes', 45 -> '45 minutes' (in the locale's words). */
export function formatDuration(minutes: number, lang: Locale): string {
  const unit = (value: number, u: 'hour' | 'minute') => numberFormat(lang, u).format(value);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return unit(m, 'minute');
  if (m === 0) return unit(h, 'hour');
  return `${unit(h, 'hour')} ${unit(m, 'minute')}`;
}
