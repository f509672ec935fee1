// `npm run keys:rotate [-- --keep=N]`: on PostgreSQL (DATABASE_URL) without key files, adds a
// new RSA key pair to the database and tells the running instances (they serve it from then
// on; every pair kept still decrypts, so clients holding an older public key go on working).
// --keep=N afterwards deletes all but the newest N pairs: run it once clients have moved on
// (an app fetches the key again when the server refuses its envelope). With key files
// (RSA_PRIVATE_KEY_FILES) rotation is a new first file and a restart (server/README.md).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { channelOf } from '../cluster/notifications';
import { currentSchema, KEYS_CHANGED } from '../cluster/shared-parts';
import { resolveConfig } from '../config';
import { addSharedKey, retireSharedKeys } from '../crypto/shared-keys';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { loadEnv } from '../env';

const USAGE = 'usage: npm run keys:rotate [-- --keep=<how many of the newest pairs to keep>]';

export async function runRotate(
  argv: string[],
  log: (line: string) => void,
  env?: Record<string, string | undefined>,
): Promise<number> {
  let keep: number | undefined;
  try {
    const { values } = parseArgs({ args: argv, options: { keep: { type: 'string' } } });
    keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new Error('--keep must be 1 or more');
  } catch (e) {
    log(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  const config = resolveConfig({}, loadEnv(env));
  if (!config.databaseUrl || config.rsaPrivateKeyFiles) {
    log('Keys are kept in the database only with DATABASE_URL and no RSA_PRIVATE_KEY_FILES; rotate key files by hand.');
    return 1;
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle.db);
    if (keep === undefined) log(`new current key: ${await addSharedKey(handle.db)}`);
    else log(`deleted ${await retireSharedKeys(handle.db, keep)} older key pair(s)`);
    await sql`select pg_notify(${channelOf(await currentSchema(handle))}, ${KEYS_CHANGED})`.execute(handle.db);
    return 0;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runRotate(process.argv.slice(2), (line) => console.log(line));
}
