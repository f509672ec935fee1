// Folders the server tests use. The fixture content is ours; the real content/ is not used.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const REPO_ROOT = resolve(here, '../../..');
export const FIXTURE_CONTENT = join(here, '../fixtures/content');
export const SERVER_DB_DIR = join(REPO_ROOT, 'server/src/db');
