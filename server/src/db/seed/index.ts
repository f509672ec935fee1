// Seeds an empty database from CONTENT_DIR. Loaded lazily by the start-up code, only when
// the seed flag is absent, so a normal start never reads or validates the content folder.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { SeedMeta } from '../meta';
import type { Database } from '../schema';
import { importContent } from './import-content';
import { updateContent } from './update-content';
import { readContent } from './read-content';
import { importExhibitFeatures } from './exhibit-features';

export { ContentError } from './content-types';

export async function seedFromContent(
  db: Kysely<Database>,
  contentDir: string,
  logger?: Logger,
): Promise<SeedMeta | null> {
  const content = await readContent(contentDir);
  if (!content) {
    logger?.warn({ contentDir }, 'content folder not found: starting with an empty catalogue');
    return null;
  }
  for (const file of content.missing) logger?.warn({ file }, 'optional content file missing');
  const meta = await importContent(db, content, contentDir);
  if (meta) logger?.info({ counts: meta.counts, contentDir }, 'catalogue seeded');
  return meta;
}

/** Applies the content folder to a database seeded before (CONTENT_UPDATE=1); a bad folder stops the start. */
export async function updateFromContent(
  db: Kysely<Database>,
  contentDir: string,
  logger?: Logger,
): Promise<SeedMeta | null> {
  const content = await readContent(contentDir);
  if (!content) {
    logger?.warn({ contentDir }, 'content folder not found: the catalogue is left as it is');
    return null;
  }
  const meta = await updateContent(db, content, contentDir);
  logger?.info({ counts: meta.counts, contentDir }, 'catalogue updated from the content folder');
  return meta;
}

/** Migration 0024 applied to a database seeded before it: the exhibit features alone, once. */
export async function importFeaturesFromContent(
  db: Kysely<Database>,
  contentDir: string,
  logger?: Logger,
): Promise<void> {
  const content = await readContent(contentDir);
  if (content) await importExhibitFeatures(db, content.exhibitFeatures, logger);
}
