// `npm run assistant:export -- --format=csv|json [--since=DATE] [--place=ID]`: the operators'
// export of the assistant's exchanges on standard output (exchange-export.ts says what it
// holds and leaves out). It opens the database the server's settings name: DATABASE_URL, or
// the embedded PGlite in DATA_DIR/pglite, which one process at a time may open: stop the
// server first, or ask a running one (GET /admin/assistant/exchanges with ADMIN_TOKEN).
// Whoever can run this can read the database itself: the export needs no other secret.
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { exportExchanges } from '../chat/exchange-export';
import { resolveConfig } from '../config';
import { openDatabase } from '../db/connect';
import { loadEnv } from '../env';
import { ExportQuery } from '../routes/admin/admin.routes';

const USAGE = 'usage: npm run assistant:export -- --format=csv|json [--since=2026-11-25] [--place=<place id>]';

/** Runs the export; returns the process's exit code (2: bad arguments, 1: no database or log). */
export async function runExport(
  argv: string[],
  out: Writable,
  err: (line: string) => void,
  /** Tests: the settings to use instead of the process's environment. */
  env?: Record<string, string | undefined>,
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: { format: { type: 'string' }, since: { type: 'string' }, place: { type: 'string' } },
    }).values;
  } catch (e) {
    err(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  const query = ExportQuery.safeParse({ format: args.format ?? 'csv', since: args.since, place: args.place });
  if (!query.success) {
    err(`${query.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
    return 2;
  }
  const config = resolveConfig({}, loadEnv(env));
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
    err(`No database in ${join(config.dataDir, 'pglite')} (set DATA_DIR or DATABASE_URL)`);
    return 1;
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { format, since, place } = query.data;
    const filter = { since: since ? new Date(since) : null, placeId: place ?? null };
    for await (const chunk of exportExchanges(handle.db, format, filter)) {
      if (!out.write(chunk)) await once(out, 'drain');
    }
    return 0;
  } catch (e) {
    // 42P01: no such table. The server adds the log when it migrates the database at start.
    if ((e as { code?: string }).code === '42P01') {
      err('This database has no exchange log yet: start the server once, it migrates the database');
      return 1;
    }
    throw e;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runExport(process.argv.slice(2), process.stdout, (line) =>
    process.stderr.write(`${line}\n`),
  );
}
