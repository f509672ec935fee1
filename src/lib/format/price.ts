// Prices (spec point 9): stored in minor units (fen), shown divided by 100 with 2 decimals,
// currency ¥ (CNY) unless told otherwise, in the visitor's locale through Intl.
import { LOCALE_BCP47, type Locale } from '../contract';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      style: 'currency',
      currency,
      // '¥' rather than 'CN¥' or 'CNY': the sign a visitor sees on a price tag in China.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 1250 -> '¥12.50' (en), '¥12.50' (cn), '12,50 ¥' (fr). Refuses negative or fractional minor units. */
export function formatPrice(minorUnits: number, locale: Locale, currency = 'CNY'): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) {
    throw new RangeError(`A price must be a whole number of minor units of at least 0, got ${minorUnits}`);
  }
  // IEEE division is correctly rounded: 1005 / 100 is the double nearest 10.05, which Intl
  // prints with 2 decimals as '10.05'.
  return formatterFor(locale, currency).format(minorUnits / 100);
}
