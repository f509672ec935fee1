// Personal data in free text (tracking events, issue 14): mainland mobile numbers, however
// they are spelled (spaces, dashes, dots, %20 or %2D between digits, a +86 / 0086 / %2B86
// prefix), e-mail addresses (also with %40), and identifying query parameters of addresses.
// Ingest removes them; closure finds what an older row still holds (the same normalisation
// in SQL: members.ts).

const SEP = String.raw`(?:[\s.\-]|%20|%2d){0,3}`;
// Not after a digit, unless that digit ends a %20 (an encoded space before the number).
const MOBILE = new RegExp(String.raw`(?<!(?<!%2)\d)(?:(?:\+|%2b|00)?86${SEP})?1${SEP}[3-9](?:${SEP}\d){9}(?!\d)`, 'gi');
// A match starts only where a run of address characters starts: linear, not quadratic, on long runs.
const EMAIL = /(?<![\w.%+-])[\w.%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const ELEVEN_DIGITS = /(?:\d\D{0,6}){11}/;
const AT = /@|%40/i;

/** Query parameters that name a member or carry a credential (spec point 3's and a few more). */
export const IDENTIFYING_PARAMS = [
  'loginToken',
  'loginId',
  'memberId',
  'mobile',
  'openId',
  'code',
  'token',
  'accessToken',
  'access_token',
  'userInfo',
  'phone',
  'tel',
  'email',
  'idCard',
];
const PARAM = new RegExp(String.raw`([?&#;])(?:${IDENTIFYING_PARAMS.join('|')})=[^&#;]*[&;]?`, 'gi');

/** Removes identifying query parameters wherever `?x=`, `&x=` or `#x=` appears; the rest is kept as it was. */
export function stripIdentifyingParams(text: string): string {
  if (!text.includes('=')) return text;
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(PARAM, '$1');
  }
  if (out === text) return text;
  return out.replace(/[?&;]+(?=#|$)/, '').replace(/\?[&;]+/, '?');
}

/** Replaces mobile numbers and e-mail addresses with [mobile] and [email]. */
export function redactPersonalText(text: string): string {
  let out = text;
  if (AT.test(out)) out = out.replace(EMAIL, '[email]');
  if (ELEVEN_DIGITS.test(out)) out = out.replace(MOBILE, '[mobile]');
  return out;
}

/**
 * The form closure searches in: lower case, without the separators a number may be split
 * by (so '+86 138-0000%200001' contains '13800000001'). members.ts applies the same in SQL.
 */
export const SEARCH_SEPARATORS_SQL = String.raw`%20|%2d|%2b|[[:space:].+-]`;
export function searchForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/%20|%2d|%2b|[\s.+-]/g, '')
    .replace(/%40/g, '@');
}
