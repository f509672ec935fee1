/** Search parameters arrive as anything; keep non-empty strings (and numbers as text). */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
