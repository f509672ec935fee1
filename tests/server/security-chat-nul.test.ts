// Issue 14, item 1 on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL: a NUL in one
// answer breaks no other visitor's answer (the suite is suites/chat-isolation.ts).
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../server/src/db/schema';
import { startServer, type RunningServer } from '../../server/src/start-server';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { FIXTURE_CONTENT } from './helpers/paths';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import { startTestServer, testServerOptions, type TestServer } from './helpers/start';
import { chatIsolationSuite } from './suites/chat-isolation';

const pgUrl = process.env.TEST_DATABASE_URL;
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

describe('on PGlite', () => {
  let t: TestServer;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await startTestServer({
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatQuestionsPerMinute: null,
    });
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: t.pglite }) });
  });
  afterAll(() => t?.close());
  chatIsolationSuite({ url: () => t.url, fake: () => fake, db: () => db }, 'pglite');
});

describe.skipIf(!pgUrl)('on PostgreSQL', () => {
  let schema: TestSchema;
  let server: RunningServer;
  let db: Kysely<Database>;
  beforeAll(async () => {
    schema = await createTestSchema(pgUrl!);
    server = await startServer({
      ...(await testServerOptions()),
      databaseUrl: schema.url,
      distDir: FIXTURE_CONTENT,
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatQuestionsPerMinute: null,
    });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 2 }) }),
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await schema?.drop();
  });
  chatIsolationSuite({ url: () => server.url, fake: () => fake, db: () => db }, 'postgres');
});
