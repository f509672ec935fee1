// In-code migration provider: the list is explicit, so no folder scan at start-up.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-catalogue';
import * as m0002 from './0002-tracking';
import * as m0003 from './0003-point-play-count';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': m0001,
  '0002_tracking': m0002,
  '0003_point_play_count': m0003,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1) as string;

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
