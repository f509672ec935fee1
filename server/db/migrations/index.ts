// In-code migration provider: the list is explicit, so no folder scan at start-up.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-catalogue';
import * as m0002 from './0002-tracking';
import * as m0005 from './0005-exhibit-hashes';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': m0001,
  '0002_tracking': m0002,
  '0005_exhibit_hashes': m0005,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1) as string;

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
