// The committed exhibit features (content/exhibit-features) cover every exhibit picture and
// were made from the pictures as they are now, by the current recipe.
// Regenerate: node --import tsx content/scripts/make-exhibit-features.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExhibitFeaturesContentFile } from '../src/lib/contract/exhibit-features-schemas';
import { MuseumContentFile } from '../src/lib/contract/schemas';

const ROOT = import.meta.dirname;
const museums = fs
  .readdirSync(path.join(ROOT, 'places/museums'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => MuseumContentFile.parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'places/museums', f), 'utf8'))));

describe.each(museums)('exhibit features of $museum.id', ({ museum, exhibits }) => {
  it('exist for every exhibit with a picture, made from its pictures as they are now', () => {
    const file = path.join(ROOT, 'exhibit-features', `${museum.id}.json`);
    const features = ExhibitFeaturesContentFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(features.museumId).toBe(museum.id);
    const withImage = exhibits.filter((e) => e.image !== null);
    expect(features.exhibits.map((h) => h.pointId).sort()).toEqual(withImage.map((e) => e.id).sort());
    for (const entry of features.exhibits) {
      expect(entry.pictures[0]!.image).toBe(withImage.find((e) => e.id === entry.pointId)!.image);
      for (const picture of entry.pictures) {
        const bytes = fs.readFileSync(path.join(ROOT, 'media', picture.image.slice('/media/'.length)));
        const sha = createHash('sha256').update(bytes).digest('hex');
        expect(sha, `${entry.pointId}: stale features of ${picture.image}, regenerate`).toBe(picture.imageSha256);
        // Enough keypoints to verify a homography; descriptors 32 bytes each.
        const count = Buffer.from(picture.points, 'base64').length / 4;
        expect(count, `${picture.image}: keypoints`).toBeGreaterThanOrEqual(50);
        expect(Buffer.from(picture.descriptors, 'base64').length).toBe(count * 32);
      }
    }
  });
});
