// A package's data into Dexie, in one transaction: the place, its points, its guides, the
// exhibits' image hashes and features (the scan's) and the translations into the package's language.
import { db } from '@/db/database';
import { putServerPoints } from '@/db/server-points';
import type { PlacePackage } from '@contract';

export async function storePackageData(pkg: PlacePackage): Promise<void> {
  const now = Date.now();
  await db.transaction(
    'rw',
    [
      db.scenicAreas,
      db.museums,
      db.points,
      db.pendingActions,
      db.guides,
      db.exhibitHashes,
      db.exhibitFeatures,
      db.translations,
    ],
    async () => {
      if (pkg.area) await db.scenicAreas.put(pkg.area);
      if (pkg.museum) await db.museums.put(pkg.museum);
      // The package may have been asked for before a like of this session: its counts never
      // replace one (since 0), nor a like still waiting in the outbox.
      await putServerPoints(pkg.points, 0);
      await db.guides.bulkPut(pkg.guides);
      if (pkg.museum)
        await db.exhibitHashes.put({
          museumId: pkg.placeId,
          hashes: pkg.exhibitHashes,
          updatedAt: now,
        });
      if (pkg.exhibitFeatures)
        await db.exhibitFeatures.put({ museumId: pkg.placeId, ...pkg.exhibitFeatures, updatedAt: now });
      await db.translations.bulkPut(
        pkg.translations.map((t) => ({
          key: `${pkg.lang}:${t.source}`,
          text: t.text,
          provider: t.provider,
          updatedAt: now,
        })),
      );
    },
  );
}
