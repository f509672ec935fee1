// Assertions shared by the suites: a 200 reply whose body matches the contract's schema.
import { expect } from 'vitest';
import type { z } from 'zod';
import { apiResponse } from '../../../src/lib/contract/schemas';
import type { JsonReply } from '../helpers/http';

export const ids = (list: { id: string }[] | null | undefined) => (list ?? []).map((x) => x.id);

export function valid<T extends z.ZodType>(schema: T, reply: JsonReply<unknown>): void {
  expect(reply.status).toBe(200);
  const parsed = apiResponse(schema).safeParse(reply.body);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  expect(reply.body).toMatchObject({ success: true, message: null, errorCode: null });
}
