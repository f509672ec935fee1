// Turns a zod failure into one clear sentence naming the field, for the 400 envelope.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { fail } from './respond';
import { findUnsafeText } from './unsafe-text';

const TARGET_LABEL: Record<string, string> = {
  query: 'query parameter',
  json: 'body field',
  form: 'form field',
  param: 'path parameter',
  header: 'header',
  cookie: 'cookie',
};

export function describeZodError(target: string, error: z.ZodError): string {
  const label = TARGET_LABEL[target] ?? target;
  const sentences = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : null;
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    if (!field) return `Invalid request ${target === 'json' ? 'body' : target}: ${issue.message}`;
    if (missing) return `Missing ${label} '${field}'`;
    return `Invalid ${label} '${field}': ${issue.message}`;
  });
  return sentences.join('; ');
}

/** A failed validation answers 400 in the envelope; nothing else is checked. */
export function schemaOnlyHook(
  result: { target: string } & ({ success: true } | { success: false; error: z.ZodError }),
  c: Context,
) {
  if (!result.success) return c.json(fail(ERROR_CODES.validation, describeZodError(result.target, result.error)), 400);
  return undefined;
}

/**
 * The defaultHook of every router: a failed validation answers 400 in the envelope, and so
 * does input that passed its schema but holds text no database can store (NUL, lone
 * surrogates), so it never reaches SQL.
 */
export function validationHook(
  result: { target: string; data?: unknown } & ({ success: true } | { success: false; error: z.ZodError }),
  c: Context,
) {
  const refused = schemaOnlyHook(result, c);
  if (refused) return refused;
  const unsafe = findUnsafeText(result.data);
  if (unsafe) {
    const label = TARGET_LABEL[result.target] ?? result.target;
    const where = unsafe.path
      ? `${label} '${unsafe.path}'`
      : `request ${result.target === 'json' ? 'body' : result.target}`;
    return c.json(fail(ERROR_CODES.validation, `Invalid ${where}: ${unsafe.reason}`), 400);
  }
  return undefined;
}
