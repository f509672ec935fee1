// A feedback message's reference: short enough to read out over the phone or type into an
// email, and unique, so that it finds the one stored message (docs/decisions/0048-a-way-back.md).
// Eight characters of Crockford's base32 (no I, L, O or U: nothing to mistake for 1, 0 or V),
// 40 random bits; shown in two groups of four, stored without the hyphen.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const FEEDBACK_REFERENCE_LENGTH = 8;
const STORED = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** `randomBytes(n)`: n random bytes; each byte's low 5 bits pick a letter (256 / 32: no bias). */
export function newFeedbackReference(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  return [...randomBytes(FEEDBACK_REFERENCE_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
}

/** 'K7QM4XD2' -> 'K7QM-4XD2'. */
export function formatFeedbackReference(reference: string): string {
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/** What a person read out or typed, back to the stored form; null when it cannot be one. */
export function normalizeFeedbackReference(spoken: string): string | null {
  const value = spoken.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return STORED.test(value) ? value : null;
}
