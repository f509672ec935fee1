// The features of the exhibits' reference pictures (content/exhibit-features/<museumId>.json,
// written by content/scripts/make-exhibit-features.ts): read and checked with the content,
// turned into rows, and imported on their own into a database seeded before migration 0024.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import type { Logger } from 'pino';
import { ExhibitFeaturesContentFile, type ExhibitFeaturesContentFileT } from '@contract/exhibit-features-schemas';
import type { Database, ExhibitFeaturesTable } from '../schema';
import { ContentError, type MuseumFile } from './content-types';

export const EXHIBIT_FEATURES_MIGRATION = '0024_exhibit_features';

/** Each file names a museum of the content, and only its exhibits, first picture their image. */
function check(file: string, features: ExhibitFeaturesContentFileT, museums: Map<string, MuseumFile>): void {
  const museum = museums.get(features.museumId);
  if (!museum)
    throw new ContentError(`Invalid content in ${file}: museum '${features.museumId}' is not in the content`);
  const exhibits = new Map(museum.exhibits.map((e) => [e.id, e]));
  const seen = new Set<string>();
  features.exhibits.forEach((entry, i) => {
    const where = `Invalid content in ${file}: exhibit ${i} (${entry.pointId})`;
    const exhibit = exhibits.get(entry.pointId);
    if (!exhibit) throw new ContentError(`${where}: not an exhibit of ${features.museumId}`);
    if (seen.has(entry.pointId)) throw new ContentError(`${where}: listed twice`);
    seen.add(entry.pointId);
    if (entry.pictures[0]!.image !== exhibit.image) {
      throw new ContentError(
        `${where}: first picture '${entry.pictures[0]!.image}' is not the exhibit's image (run make-exhibit-features)`,
      );
    }
  });
}

/** Optional: without them the scan still reads the exhibits' QR labels. */
export async function readExhibitFeatures(
  contentDir: string,
  museums: MuseumFile[],
): Promise<ExhibitFeaturesContentFileT[]> {
  const dir = join(contentDir, 'exhibit-features');
  const names = await readdir(dir).catch(() => [] as string[]);
  const byId = new Map(museums.map((m) => [m.museum.id, m]));
  const out: ExhibitFeaturesContentFileT[] = [];
  const seenMuseums = new Set<string>();
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const file = join(dir, name);
    const parsed = ExhibitFeaturesContentFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) throw new ContentError(`Invalid content in ${file}: ${parsed.error.message}`);
    check(file, parsed.data, byId);
    if (seenMuseums.has(parsed.data.museumId)) {
      throw new ContentError(`Invalid content in ${file}: museum '${parsed.data.museumId}' has two feature files`);
    }
    seenMuseums.add(parsed.data.museumId);
    out.push(parsed.data);
  }
  return out;
}

export function exhibitFeatureRows(file: ExhibitFeaturesContentFileT): Insertable<ExhibitFeaturesTable>[] {
  return file.exhibits.flatMap((e) =>
    e.pictures.map((p, picture) => ({
      point_id: e.pointId,
      picture,
      museum_id: file.museumId,
      width: p.width,
      height: p.height,
      points: p.points,
      descriptors: p.descriptors,
    })),
  );
}

/** A database seeded before 0024: the features alone, for the exhibits it holds. */
export async function importExhibitFeatures(
  db: Kysely<Database>,
  files: ExhibitFeaturesContentFileT[],
  logger?: Logger,
): Promise<number> {
  const known = new Set((await db.selectFrom('explanation_points').select('id').execute()).map((r) => r.id));
  const rows = files.flatMap(exhibitFeatureRows).filter((r) => known.has(r.point_id));
  for (let i = 0; i < rows.length; i += 50) {
    await db
      .insertInto('exhibit_features')
      .values(rows.slice(i, i + 50))
      .onConflict((oc) => oc.columns(['point_id', 'picture']).doNothing())
      .execute();
  }
  logger?.info({ rows: rows.length }, 'exhibit features imported into the seeded catalogue');
  return rows.length;
}
