// A member's postal address (spec point 3, the address picker's result: postalCode,
// provinceName, cityName, countryName, detailInfo), for invoices and mailed souvenirs. One zod
// schema checks it in the app's form and in the server's routes, so both refuse the same input.
//
// countryName is the country (or region) of the address: MAINLAND_CHINA for the mainland, or
// another name for an address abroad. The messaging app's picker (wx.openAddress) also calls
// its third level (the county or district) `countryName`; the app's host adapter moves that
// into detailInfo (docs/decisions/0052-postal-address.md).
//
// zod/mini, not the classic zod of the other contract modules: the app's address screen
// carries it, and mini costs that lazy chunk about 5 kB gzipped where classic zod costs about
// 30 (docs/decisions/0052). The app imports this module only from that screen.
import * as z from 'zod/mini';
import { PREFIX } from './envelope';

const ADDRESS = `${PREFIX.mob}/member/address`;

export const ADDRESS_ENDPOINTS = {
  /** GET -> PostalAddress | null: the caller's address (none saved: null). */
  get: ADDRESS,
  /** POST PostalAddress -> PostalAddress: creates or replaces the caller's address. */
  save: `${ADDRESS}/save`,
  /** POST {} -> {deleted: boolean}: removes the caller's address. */
  delete: `${ADDRESS}/delete`,
} as const;

/** countryName of an address in mainland China (what the host's picker fills). */
export const MAINLAND_CHINA = '中国';

/** Lengths after trimming, in UTF-16 code units. */
export const ADDRESS_LIMITS = {
  countryName: 60,
  provinceName: 40,
  cityName: 40,
  detailInfo: 200,
  postalCode: 12,
} as const;

export const CN_POSTAL_CODE = /^\d{6}$/;
/** Abroad: letters, digits, spaces and hyphens, at least one letter or digit ('SW1A 1AA', '100-0001'). */
export const ABROAD_POSTAL_CODE = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]+$/;

/** Why a field was refused: the app shows each in the visitor's language. */
export type AddressProblem = 'required' | 'tooLong' | 'postalCodeCn' | 'postalCodeAbroad';
export type AddressField = keyof typeof ADDRESS_LIMITS;

/** The server's sentence of each problem (the app translates the kind, not this text). */
export const ADDRESS_PROBLEM_TEXT: Record<AddressProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  postalCodeCn: 'a mainland China postal code has 6 digits',
  postalCodeAbroad: 'may hold only letters, digits, spaces and hyphens',
};
const NOT_TEXT = 'must be text';

// After trimming: too long, or empty where required. One problem a field: nothing is added
// when an earlier check already refused the value.
const trimmedLength = (max: number, min: number) =>
  z.check<string>((payload) => {
    if (payload.issues.length > 0) return;
    const { length } = payload.value;
    const message = length > max ? ADDRESS_PROBLEM_TEXT.tooLong : length < min ? ADDRESS_PROBLEM_TEXT.required : null;
    if (message) payload.issues.push({ code: 'custom', message, input: payload.value });
  });

// Generous before trimming (a huge value is refused before it is trimmed); the trimmed
// length counts. (No `abort`: an aborted field would keep the object's check from running.)
const trimmed = (field: AddressField, min = 0) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? ADDRESS_PROBLEM_TEXT.required : NOT_TEXT) })
    .check(
      z.maxLength(ADDRESS_LIMITS[field] * 4, ADDRESS_PROBLEM_TEXT.tooLong),
      z.trim(),
      trimmedLength(ADDRESS_LIMITS[field], min),
    );

export const PostalAddress = z
  .object({
    countryName: trimmed('countryName', 1),
    // Optional abroad (Singapore, Monaco: no province); required on the mainland.
    provinceName: z._default(trimmed('provinceName'), ''),
    cityName: trimmed('cityName', 1),
    detailInfo: trimmed('detailInfo', 1),
    // Optional abroad (Hong Kong has none); 6 digits on the mainland.
    postalCode: z._default(trimmed('postalCode'), ''),
  })
  .check(
    z.superRefine(
      (address, ctx) => {
        // Runs when another field failed too (`when`), so the form shows every problem at
        // once: a field may then be missing or not text.
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        const problem = (path: 'provinceName' | 'postalCode', message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: address[path] });
        const postalCode = text(address.postalCode);
        if (address.countryName === MAINLAND_CHINA) {
          if (text(address.provinceName) === '') problem('provinceName', ADDRESS_PROBLEM_TEXT.required);
          if (!CN_POSTAL_CODE.test(postalCode)) problem('postalCode', ADDRESS_PROBLEM_TEXT.postalCodeCn);
        } else if (postalCode !== '' && !ABROAD_POSTAL_CODE.test(postalCode)) {
          problem('postalCode', ADDRESS_PROBLEM_TEXT.postalCodeAbroad);
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

export type PostalAddress = z.output<typeof PostalAddress>;
export type PostalAddressInput = z.input<typeof PostalAddress>;

const PROBLEM_OF_TEXT = new Map(
  Object.entries(ADDRESS_PROBLEM_TEXT).map(([kind, text]) => [text, kind as AddressProblem]),
);

/** The first problem of each field, or null when the address is valid. */
export function addressProblems(input: unknown): Partial<Record<AddressField, AddressProblem>> | null {
  const result = PostalAddress.safeParse(input);
  if (result.success) return null;
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in ADDRESS_LIMITS)) continue;
    problems[field as AddressField] ??= PROBLEM_OF_TEXT.get(issue.message) ?? 'required';
  }
  return problems;
}
