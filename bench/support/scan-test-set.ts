// The scan's test set as the benches use it: every exhibit of every museum in every kind of
// change (PHOTOS_PER_KIND each), and photos of no exhibit, all from seeds; plus the committed
// reference features (what a museum's download ships).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPlaces } from '../../content/scripts/lib/catalog';
import {
  NEGATIVE_KINDS,
  negativeParams,
  PHOTO_KINDS,
  photoParams,
  seedOf,
  type PhotoParams,
} from '../../content/scripts/scan-test-set/kinds';
import type { ExhibitFeaturesContentFileT } from '../../src/lib/contract/exhibit-features-schemas';

export interface TestPhotoSpec {
  /** The exhibit shown, or null for a photo of no exhibit. */
  pointId: string | null;
  kind: string;
  picture: string | null;
  scenery: string | null;
  params: PhotoParams;
}

export function exhibits(): { pointId: string; museumId: string; image: string }[] {
  return loadPlaces()
    .filter((p) => p.kind === 'museum')
    .flatMap((m) =>
      m.points.filter((p) => p.image).map((p) => ({ pointId: p.id, museumId: m.place.id, image: p.image! })),
    );
}

/** Pictures of no exhibit: covers and views of every place, banners, guide portraits. */
function otherPictures(): string[] {
  const places = loadPlaces();
  const out = places.flatMap((p) => [p.place.cover, ...(p.place.images ?? [])]);
  for (const dir of ['banners', 'guides']) {
    for (const f of readdirSync(join('content/media/images', dir))) out.push(`/media/images/${dir}/${f}`);
  }
  return [...new Set(out)];
}

export function testSet(photosPerKind = 1, negatives = 120): TestPhotoSpec[] {
  const others = otherPictures();
  const specs: TestPhotoSpec[] = [];
  for (const e of exhibits()) {
    for (const kind of PHOTO_KINDS) {
      for (let n = 0; n < photosPerKind; n++) {
        const seed = seedOf(`${e.pointId}/${kind}/${n}`);
        specs.push({
          pointId: e.pointId,
          kind,
          picture: e.image,
          scenery: others[seed % others.length]!,
          params: photoParams(kind, seed),
        });
      }
    }
  }
  for (let i = 0; i < negatives; i++) {
    const kind = NEGATIVE_KINDS[i % NEGATIVE_KINDS.length]!;
    const seed = seedOf(`no-exhibit/${i}`);
    specs.push({
      pointId: null,
      kind,
      picture: kind === 'scenery' ? others[i % others.length]! : null,
      scenery: others[(i * 7 + 3) % others.length]!,
      params: negativeParams(kind, seed),
    });
  }
  return specs;
}

export function committedFeatures(): ExhibitFeaturesContentFileT[] {
  return readdirSync('content/exhibit-features').map(
    (f) => JSON.parse(readFileSync(join('content/exhibit-features', f), 'utf8')) as ExhibitFeaturesContentFileT,
  );
}
