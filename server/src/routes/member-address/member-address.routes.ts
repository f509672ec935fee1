// Routes of the member's postal address: read, save (create or replace), delete. The member
// comes from the token; the body is checked by the contract's schema, the same one the app's
// form uses, so both refuse the same input.
import { createRoute, z } from '@hono/zod-openapi';
import { ADDRESS_ENDPOINTS, ADDRESS_LIMITS, MAINLAND_CHINA, PostalAddress } from '@contract/address';
import { BEARER_SECURITY, unauthorizedResponse } from '../../members/schemas';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

const common = { tags: ['member'], security: BEARER_SECURITY };
const failures = {
  ...unauthorizedResponse,
  ...errorResponses,
  413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
} as const;

export const PostalAddressSchema = z
  .object({
    countryName: z.string().openapi({ description: "The country or region; '中国' for mainland China" }),
    provinceName: z.string().openapi({ description: "Province (mainland); state or region abroad, or ''" }),
    cityName: z.string(),
    detailInfo: z.string().openapi({ description: 'District, street, building and room' }),
    postalCode: z.string().openapi({ description: "6 digits on the mainland; abroad as the country writes it, or ''" }),
  })
  .openapi('PostalAddress');

const limits = Object.entries(ADDRESS_LIMITS)
  .map(([field, max]) => `${field} ≤ ${max}`)
  .join(', ');

// The contract's schema is zod/mini (small in the app); @hono/zod-openapi takes classic zod.
// So the body is `unknown` piped into the contract's schema, which does all the checking, and
// its OpenAPI form is written out here from the same limits.
const described = (max: number, description: string) => ({ type: 'string' as const, maxLength: max, description });
export const PostalAddressBody = z
  .unknown()
  .pipe(PostalAddress)
  .openapi('PostalAddressInput', {
    type: 'object',
    required: ['countryName', 'cityName', 'detailInfo'],
    properties: {
      countryName: described(
        ADDRESS_LIMITS.countryName,
        `The country or region; '${MAINLAND_CHINA}' for mainland China`,
      ),
      provinceName: described(ADDRESS_LIMITS.provinceName, "Required for mainland China; abroad optional ('')"),
      cityName: described(ADDRESS_LIMITS.cityName, 'The city'),
      detailInfo: described(ADDRESS_LIMITS.detailInfo, 'District, street, building and room'),
      postalCode: described(
        ADDRESS_LIMITS.postalCode,
        'Mainland China: 6 digits. Abroad: letters, digits, spaces and hyphens, or empty',
      ),
    },
    description: 'Trimmed before the lengths are checked; other keys (openId, requestId) are ignored',
  });

export const address = createRoute({
  ...common,
  method: 'get',
  path: ADDRESS_ENDPOINTS.get,
  summary: "The caller's postal address, or null when none is saved",
  responses: { 200: okResponse(PostalAddressSchema.nullable(), 'The address or null'), ...failures },
});

export const addressSave = createRoute({
  ...common,
  method: 'post',
  path: ADDRESS_ENDPOINTS.save,
  summary: `Creates or replaces the caller's postal address (trimmed; ${limits} characters)`,
  request: { body: { ...jsonContent(PostalAddressBody, 'The address'), required: true } },
  responses: { 200: okResponse(PostalAddressSchema, 'The address as stored'), ...failures },
});

export const addressDelete = createRoute({
  ...common,
  method: 'post',
  path: ADDRESS_ENDPOINTS.delete,
  summary: "Deletes the caller's postal address",
  responses: {
    200: okResponse(z.object({ deleted: z.boolean() }), 'false when there was none'),
    ...failures,
  },
});
