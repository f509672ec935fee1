// Sizes of downloads and storage: decimal units (1 kB = 1000 B, as the browsers' own storage
// settings and phones show them), names and separators from Intl in the visitor's locale
// ('12.4 MB' in English, '12,4 Mo' in French, '12,4 МБ' in Russian).
import { LOCALE_BCP47, type Locale } from '../contract';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const STEP = 1000;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, unitIndex: number): Intl.NumberFormat {
  const key = `${locale}:${unitIndex}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Bytes and kilobytes whole; megabytes and gigabytes with one decimal.
    const digits = unitIndex >= 2 ? 1 : 0;
    formatter = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      style: 'unit',
      unit: UNITS[unitIndex],
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 12_400_000 -> '12.4 MB' (en). Refuses negatives and non-numbers. */
export function formatBytes(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0)
    throw new RangeError(`A size must be a finite number of at least 0, got ${bytes}`);
  let unitIndex = 0;
  let value = Math.round(bytes);
  while (unitIndex < UNITS.length - 1 && roundedFor(value, unitIndex) >= STEP) {
    value /= STEP;
    unitIndex += 1;
  }
  return formatterFor(locale, unitIndex).format(value);
}

/** The value as it would be printed in this unit, so 999_960 B becomes '1.0 MB', not '1,000 kB'. */
function roundedFor(value: number, unitIndex: number): number {
  const scale = unitIndex >= 2 ? 10 : 1;
  return Math.round(value * scale) / scale;
}
