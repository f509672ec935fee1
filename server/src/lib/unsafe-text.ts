// Text that no database column can hold as given: U+0000 (PostgreSQL refuses it in text) and
// lone UTF-16 surrogates (not encodable as UTF-8; the driver would store U+FFFD in their place,
// silently changing what the visitor sent). Requests that carry either are refused in
// validation; text the server makes itself (a model's answer) is cleaned before it is stored.

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = '\u0000';

/** Why a string cannot be stored as given, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return null;
}

/** The first string (or object key) in a parsed value that cannot be stored, with its path. */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): { path: string; reason: string } | null {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { path: path.join('.'), reason } : null;
  }
  // Validated values are shallow; the depth bound keeps a pathological one from costing much.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (typeof key === 'string') {
      const keyReason = unsafeTextReason(key);
      if (keyReason) return { path: [...path, '(key)'].join('.'), reason: `field names ${keyReason}` };
    }
    const found = findUnsafeText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** The text with NUL removed and lone surrogates replaced by U+FFFD: always storable. */
export const cleanText = (text: string): string =>
  text.includes(NUL) || LONE_SURROGATE.test(text) ? text.replaceAll(NUL, '').replace(LONE_SURROGATES, '\uFFFD') : text;
