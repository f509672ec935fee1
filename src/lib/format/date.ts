// Calendar dates (downloads, orders, history) in the visitor's locale: '23 Nov 2026' (en-GB
// order comes from the locale, not from us).
import { LOCALE_BCP47, type Locale } from '../contract';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A timestamp (ms since the epoch) as a medium date, e.g. 'Nov 23, 2026' (en). */
export function formatDate(timestamp: number, locale: Locale): string {
  if (!Number.isFinite(timestamp)) throw new RangeError(`A date must be a finite timestamp, got ${timestamp}`);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_BCP47[locale], { dateStyle: 'medium' });
    formatters.set(locale, formatter);
  }
  return formatter.format(timestamp);
}
