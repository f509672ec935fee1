// The cluster benches need HAProxy and a PostgreSQL (DATABASE_URL, or Debian's binaries for a
// throwaway one): without them they say so and exit cleanly (bench/run-all.ts goes on).
import { existsSync, readdirSync } from 'node:fs';
import { findHaproxy } from '../../scripts/cluster/haproxy';

const POSTGRES = '/usr/lib/postgresql';

export function clusterPrerequisitesMissing(): string | null {
  if (!findHaproxy()) return 'haproxy is not installed (Debian: apt-get install haproxy)';
  if (process.env.DATABASE_URL) return null;
  const versions = existsSync(POSTGRES) ? readdirSync(POSTGRES) : [];
  if (versions.some((v) => existsSync(`${POSTGRES}/${v}/bin/initdb`))) return null;
  return 'no DATABASE_URL and no PostgreSQL to start (Debian: apt-get install postgresql)';
}

/** Prints why and exits when something is missing. */
export function requireClusterPrerequisites(bench: string): void {
  const missing = clusterPrerequisitesMissing();
  if (!missing) return;
  console.log(`${bench}: skipped: ${missing}`);
  process.exit(0);
}
