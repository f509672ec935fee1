// An order's times: the date (src/lib/format/date.ts) and the minute, in the visitor's locale.
import { LOCALE_BCP47, type Locale } from '@contract';
import { formatDate } from '@/lib/format';

const clocks = new Map<Locale, Intl.DateTimeFormat>();

export function formatOrderTime(iso: string, locale: Locale): string {
  const timestamp = Date.parse(iso);
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(LOCALE_BCP47[locale], { timeStyle: 'short' });
    clocks.set(locale, clock);
  }
  return `${formatDate(timestamp, locale)} ${clock.format(timestamp)}`;
}
