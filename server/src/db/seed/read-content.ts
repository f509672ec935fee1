// Reads CONTENT_DIR and validates every file against the wire contract. Any problem throws
// a ContentError whose message names the file and the offending field.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { Banner, Guide, LanguageItem, MuseumContentFile, ScenicContentFile } from '@contract/schemas';
import { ExhibitHashesContentFile } from '@contract/exhibit-hashes';
import { CouponsContentFile } from './coupons';
import { readAssistant } from './assistant';
import { applyReviewedTranslations } from './reviewed-translations';
import { readExhibitFeatures } from './exhibit-features';
import { checkExhibitHashes, checkExhibits, checkPoints, checkUniqueIds } from './check-content';
import {
  ContentError,
  type CatalogueContent,
  type ExhibitHashesFile,
  type MuseumFile,
  type ScenicFile,
} from './content-types';

function describeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, 5).map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return shown.join('; ') + more;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new ContentError(`Cannot read content file ${file}: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ContentError(`Content file ${file} is not valid JSON: ${(err as Error).message}`);
  }
}

async function readValid<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJson(file));
  if (!result.success) throw new ContentError(`Invalid content in ${file}: ${describeIssues(result.error)}`);
  return result.data;
}

async function jsonFilesIn(dir: string): Promise<string[]> {
  if (!(await exists(dir))) return [];
  const names = await readdir(dir);
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => join(dir, n));
}

async function readOptional<T>(file: string, schema: z.ZodType<T[], unknown>, missing: string[]): Promise<T[]> {
  if (await exists(file)) return readValid(file, schema);
  missing.push(file);
  return [];
}

/** Returns null when the content folder does not exist at all. */
export async function readContent(contentDir: string): Promise<CatalogueContent | null> {
  if (!(await exists(contentDir))) return null;
  const missing: string[] = [];

  const scenic: ScenicFile[] = [];
  for (const file of await jsonFilesIn(join(contentDir, 'places', 'scenic'))) {
    const { area, points } = await readValid(file, ScenicContentFile);
    await applyReviewedTranslations(contentDir, area.id, { area, points });
    checkPoints(file, area.id, 'scenic', points, null);
    scenic.push({ file, area, points });
  }
  const museums: MuseumFile[] = [];
  for (const file of await jsonFilesIn(join(contentDir, 'places', 'museums'))) {
    const { museum, exhibits } = await readValid(file, MuseumContentFile);
    await applyReviewedTranslations(contentDir, museum.id, { museum, exhibits });
    checkExhibits(file, museum, exhibits);
    museums.push({ file, museum, exhibits });
  }
  const guides = await readOptional(join(contentDir, 'guides.json'), z.array(Guide), missing);
  await applyReviewedTranslations(contentDir, 'guides', guides);
  const banners = await readOptional(join(contentDir, 'banners.json'), z.array(Banner), missing);
  const langList = await readOptional(join(contentDir, 'dict', 'langList.json'), z.array(LanguageItem), missing);
  const coupons = await readOptional(join(contentDir, 'coupons.json'), CouponsContentFile, missing);
  const assistant = await readAssistant(contentDir);

  // Optional: without hashes the scan still works with the exhibits' QR labels.
  const exhibitHashes: ExhibitHashesFile[] = [];
  for (const file of await jsonFilesIn(join(contentDir, 'hashes'))) {
    exhibitHashes.push({ file, hashes: await readValid(file, ExhibitHashesContentFile) });
  }

  checkUniqueIds(scenic, museums, guides, banners);
  checkExhibitHashes(museums, exhibitHashes);
  const exhibitFeatures = await readExhibitFeatures(contentDir, museums);
  return { scenic, museums, guides, banners, langList, exhibitHashes, exhibitFeatures, coupons, assistant, missing };
}
