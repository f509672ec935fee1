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
  /**
   * A photo of no single exhibit whose picture shows some of this museum's exhibits (a gallery
   * view, a banner): answered with one of that museum's exhibits, the scan found what the
   * photo shows; with any other, it is a false match.
   */
  galleryOf?: string;
}

export function exhibits(): { pointId: string; museumId: string; image: string }[] {
  return loadPlaces()
    .filter((p) => p.kind === 'museum')
    .flatMap((m) =>
      m.points.filter((p) => p.image).map((p) => ({ pointId: p.id, museumId: m.place.id, image: p.image! })),
    );
}

/**
 * Pictures of no single exhibit that do show a museum's exhibits, found by looking at all 55
 * pictures of otherPictures() (2026-11-28): the museums' gallery views, each three exhibits in
 * their cases, and the banner of Sanxingdui's bronze mask. Covers, the other views (buildings,
 * landscapes), the other banners and the guides' portraits show none.
 */
const SHOWING_EXHIBITS: Record<string, string> = {
  '/media/images/bj-palace-museum/view-2.svg': 'bj-palace-museum',
  '/media/images/gh-sanxingdui-museum/view-2.svg': 'gh-sanxingdui-museum',
  '/media/images/gh-sanxingdui-museum/view-3.svg': 'gh-sanxingdui-museum',
  '/media/images/nj-nanjing-museum/view-2.svg': 'nj-nanjing-museum',
  '/media/images/sh-shanghai-museum/view-2.svg': 'sh-shanghai-museum',
  '/media/images/wh-hubei-provincial-museum/view-2.svg': 'wh-hubei-provincial-museum',
  '/media/images/xa-shaanxi-history-museum/view-2.svg': 'xa-shaanxi-history-museum',
  '/media/images/banners/banner-sanxingdui-bronze.svg': 'gh-sanxingdui-museum',
};

export function galleryOf(picture: string | null): string | undefined {
  return picture ? SHOWING_EXHIBITS[picture] : undefined;
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
    const picture = kind === 'scenery' ? others[i % others.length]! : null;
    specs.push({
      pointId: null,
      kind,
      picture,
      scenery: others[(i * 7 + 3) % others.length]!,
      params: negativeParams(kind, seed),
      galleryOf: galleryOf(picture),
    });
  }
  return specs;
}

export function committedFeatures(): ExhibitFeaturesContentFileT[] {
  return readdirSync('content/exhibit-features').map(
    (f) => JSON.parse(readFileSync(join('content/exhibit-features', f), 'utf8')) as ExhibitFeaturesContentFileT,
  );
}
