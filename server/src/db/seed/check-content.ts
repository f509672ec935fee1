// Cross-file checks the zod schemas cannot express: ids unique, points belong to the place
// of their file, stop numbers unique within a place, exhibits in a hall of their museum.
import type { BannerT, ExplanationPointT, GuideT, MuseumT } from '@contract';
import { ContentError, type ExhibitHashesFile, type MuseumFile, type ScenicFile } from './content-types';

export function checkPoints(
  file: string,
  placeId: string,
  placeKind: 'scenic' | 'museum',
  points: ExplanationPointT[],
  hallIds: Set<string> | null,
): void {
  const stops = new Set<string>();
  points.forEach((p, i) => {
    const where = `Invalid content in ${file}: point ${i} (${p.id})`;
    if (p.placeId !== placeId) throw new ContentError(`${where}: placeId '${p.placeId}' is not '${placeId}'`);
    if (p.placeKind !== placeKind) throw new ContentError(`${where}: placeKind must be '${placeKind}'`);
    if (stops.has(p.stopNumber)) throw new ContentError(`${where}: stopNumber ${p.stopNumber} is used twice`);
    stops.add(p.stopNumber);
    if (p.hallId !== null && hallIds && !hallIds.has(p.hallId)) {
      throw new ContentError(`${where}: hallId '${p.hallId}' is not a hall of this museum`);
    }
  });
}

export function checkExhibits(file: string, museum: MuseumT, exhibits: ExplanationPointT[]): void {
  checkPoints(file, museum.id, 'museum', exhibits, new Set(museum.halls.map((h) => h.id)));
}

function claim(seen: Map<string, string>, kind: string, id: string, file: string): void {
  const key = `${kind}:${id}`;
  const first = seen.get(key);
  if (first) throw new ContentError(`Invalid content in ${file}: ${kind} id '${id}' is already used in ${first}`);
  seen.set(key, file);
}

export function checkUniqueIds(
  scenic: ScenicFile[],
  museums: MuseumFile[],
  guides: GuideT[],
  banners: BannerT[],
): void {
  const seen = new Map<string, string>();
  for (const { file, area, points } of scenic) {
    claim(seen, 'place', area.id, file);
    points.forEach((p) => claim(seen, 'point', p.id, file));
  }
  for (const { file, museum, exhibits } of museums) {
    claim(seen, 'place', museum.id, file);
    museum.halls.forEach((h) => claim(seen, 'hall', h.id, file));
    exhibits.forEach((p) => claim(seen, 'point', p.id, file));
  }
  guides.forEach((g) => claim(seen, 'guide', g.id, 'guides.json'));
  banners.forEach((b) => claim(seen, 'banner', b.id, 'banners.json'));
}

/** Each hash file names a museum of the content and only its exhibits, with their current image. */
export function checkExhibitHashes(museums: MuseumFile[], files: ExhibitHashesFile[]): void {
  const byId = new Map(museums.map((m) => [m.museum.id, m]));
  const seenMuseums = new Set<string>();
  for (const { file, hashes } of files) {
    const museum = byId.get(hashes.museumId);
    if (!museum)
      throw new ContentError(`Invalid content in ${file}: museum '${hashes.museumId}' is not in the content`);
    if (seenMuseums.has(hashes.museumId))
      throw new ContentError(`Invalid content in ${file}: museum '${hashes.museumId}' has two hash files`);
    seenMuseums.add(hashes.museumId);
    const exhibits = new Map(museum.exhibits.map((e) => [e.id, e]));
    const seenPoints = new Set<string>();
    hashes.exhibits.forEach((entry, i) => {
      const where = `Invalid content in ${file}: exhibit ${i} (${entry.pointId})`;
      const exhibit = exhibits.get(entry.pointId);
      if (!exhibit) throw new ContentError(`${where}: not an exhibit of ${hashes.museumId}`);
      if (seenPoints.has(entry.pointId)) throw new ContentError(`${where}: hashed twice`);
      seenPoints.add(entry.pointId);
      if (exhibit.image !== entry.image) {
        throw new ContentError(
          `${where}: hashed image '${entry.image}' is not the exhibit's image (run make-exhibit-hashes)`,
        );
      }
    });
  }
}
