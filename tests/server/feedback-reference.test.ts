// Issue 16: feedback answers with a short reference a person can read out, and that reference
// finds the one stored message, however it was read out or typed.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY, type ApiResponse } from '../../src/lib/contract/index';
import { formatFeedbackReference, normalizeFeedbackReference } from '../../src/lib/contract/feedback-reference';
import { MEMBER_ENDPOINTS } from '../../src/lib/contract/member';
import { migrateToLatest } from '../../server/src/db/migrate';
import { MIGRATIONS } from '../../server/src/db/migrations/index';
import { storeFeedback } from '../../server/src/db/queries/feedback';
import type { Database } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers/start';

const READABLE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

let t: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  t = await startTestServer();
  db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: t.pglite }) });
});

afterAll(async () => {
  await t?.close();
});

async function send(body: unknown): Promise<{ status: number; body: ApiResponse<{ id: string; reference: string }> }> {
  const res = await fetch(new URL(`${GATEWAY}${MEMBER_ENDPOINTS.feedback}`, t.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiResponse<{ id: string; reference: string }> };
}

describe('the feedback reference', () => {
  it('is 8 readable characters, the same for a resend, and finds the one message as read out', async () => {
    const body = { content: 'The lift at the east gate is out of order.', clientId: randomUUID() };
    const first = await send(body);
    expect(first.status).toBe(200);
    const reference = first.body.data!.reference;
    expect(reference).toMatch(READABLE);
    expect((await send(body)).body.data).toEqual(first.body.data);

    // Read out over the phone as shown, then typed by someone else in lower case.
    const spoken = formatFeedbackReference(reference).toLowerCase().replace('-', ' - ');
    const found = await db
      .selectFrom('feedback')
      .select(['id', 'content'])
      .where('reference', '=', normalizeFeedbackReference(spoken))
      .execute();
    expect(found).toEqual([{ id: first.body.data!.id, content: body.content }]);
  });

  it('draws another when the one drawn is taken', async () => {
    const taken = (await send({ content: 'First', clientId: randomUUID() })).body.data!.reference;
    const draws = [taken, 'ZZZZ2222'];
    const result = await storeFeedback(
      db,
      { clientId: randomUUID(), memberId: null, content: 'Second', email: null, addressHash: 'x'.repeat(64) },
      new Date(),
      () => draws.shift()!,
    );
    expect(result).toMatchObject({ reference: 'ZZZZ2222', created: true });
    expect(await db.selectFrom('feedback').select('id').where('reference', '=', taken).execute()).toHaveLength(1);
  });

  it('reads back what people say for look-alike letters, and refuses what cannot be one', () => {
    expect(normalizeFeedbackReference('k7qm-4xdo')).toBe('K7QM4XD0');
    expect(normalizeFeedbackReference('ILIL 0000')).toBe('11110000');
    expect(normalizeFeedbackReference('K7QM-4XD')).toBeNull();
    expect(normalizeFeedbackReference('UUUU-UUUU')).toBeNull();
  });
});

describe('messages stored before references (migration 0017)', () => {
  it('each get a reference of their own', async () => {
    const pglite = await PGlite.create();
    const old = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    try {
      const before = Object.fromEntries(
        Object.entries(MIGRATIONS).filter(([name]) => name !== '0017_feedback_reference'),
      );
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => before } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = Array.from({ length: 20 }, (_, i) => ({ id: `f-${i}`, client_id: `client-${i}`, content: 'Hi' }));
      await (old as unknown as Kysely<{ feedback: (typeof rows)[number] }>)
        .insertInto('feedback')
        .values(rows)
        .execute();
      expect(await migrateToLatest(old)).toEqual(['0017_feedback_reference']);
      const references = (await old.selectFrom('feedback').select('reference').execute()).map((r) => r.reference);
      expect(references).toHaveLength(20);
      for (const reference of references) expect(reference).toMatch(READABLE);
      expect(new Set(references).size).toBe(20);
    } finally {
      await old.destroy();
    }
  });
});
