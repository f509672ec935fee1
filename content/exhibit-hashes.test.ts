// The committed exhibit hashes (content/hashes) cover every exhibit picture and were made
// from the pictures as they are now. Regenerate: node --import tsx content/scripts/make-exhibit-hashes.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExhibitHashesContentFile } from '../src/lib/contract/exhibit-hashes';
import { MuseumContentFile } from '../src/lib/contract/schemas';

const ROOT = import.meta.dirname;
const museums = fs
  .readdirSync(path.join(ROOT, 'places/museums'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => MuseumContentFile.parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'places/museums', f), 'utf8'))));

describe.each(museums)('exhibit hashes of $museum.id', ({ museum, exhibits }) => {
  const file = path.join(ROOT, 'hashes', `${museum.id}.json`);

  it('exist for every exhibit with a picture, made from the picture as it is now', () => {
    const hashes = ExhibitHashesContentFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(hashes.museumId).toBe(museum.id);
    const withImage = exhibits.filter((e) => e.image !== null);
    expect(hashes.exhibits.map((h) => h.pointId).sort()).toEqual(withImage.map((e) => e.id).sort());
    for (const entry of hashes.exhibits) {
      const exhibit = withImage.find((e) => e.id === entry.pointId)!;
      expect(entry.image).toBe(exhibit.image);
      const bytes = fs.readFileSync(path.join(ROOT, 'media', entry.image.slice('/media/'.length)));
      expect(createHash('sha256').update(bytes).digest('hex'), `${entry.pointId}: stale hash, regenerate`).toBe(
        entry.imageSha256,
      );
    }
  });
});
