// A throwaway schema in the PostgreSQL of TEST_DATABASE_URL: the server connects with
// search_path set to it, so its migrations and seed land there; drop() removes it all.
import pg from 'pg';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { FIXTURE_CONTENT } from './paths';
import { testServerOptions } from './start';

export interface TestSchema {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function run(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestSchema(baseUrl: string): Promise<TestSchema> {
  const name = `guide_test_${process.pid}_${Date.now().toString(36)}`;
  await run(baseUrl, `create schema ${name}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  // The job queue of a server on this schema keeps its tables in `<name>_jobs` (queue-jobs.ts).
  const drop = () => run(baseUrl, `drop schema if exists ${name} cascade; drop schema if exists ${name}_jobs cascade`);
  return { url: url.toString(), name, drop };
}

/** The real server on a fresh schema (fixture content, shared test key); closing drops the schema. */
export async function startServerOnFreshSchema(
  baseUrl: string,
): Promise<{ server: RunningServer; schema: TestSchema; close(): Promise<void> }> {
  const schema = await createTestSchema(baseUrl);
  try {
    const server = await startServer({
      ...(await testServerOptions()),
      databaseUrl: schema.url,
      distDir: FIXTURE_CONTENT,
    });
    return {
      server,
      schema,
      close: async () => {
        await server.close();
        await schema.drop();
      },
    };
  } catch (err) {
    await schema.drop();
    throw err;
  }
}
