import { MEDIA_BUNDLE_MAX_SKIP, MEDIA_BUNDLE_TYPE } from '@contract';
import { requestCaller, varyByMember } from '../../lib/point-views';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, notFoundError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { buildMediaList, buildPackage, buildPackageInfo, type PackageDeps } from './build-package';
import { partOf } from './bundle-parts';
import { createMediaBundle, type BundleEntry } from './media-bundle';
import type * as routes from './place-package.routes';

/** The skipped indexes; each must name an item of the package. */
function parseSkip(skip: string | undefined, count: number): Set<number> {
  const indexes = skip ? skip.split(',').map(Number) : [];
  if (indexes.length > MEDIA_BUNDLE_MAX_SKIP)
    throw new ApiError(400, ERROR_CODES.validation, `skip lists more than ${MEDIA_BUNDLE_MAX_SKIP} indexes`);
  const outside = indexes.find((index) => index >= count);
  if (outside !== undefined)
    throw new ApiError(400, ERROR_CODES.validation, `skip: no media item ${outside} (the package has ${count})`);
  return new Set(indexes);
}

// The package, its size and its media depend on the caller's unlocks: the caller is read from
// the optional bearer token of each request (see lib/point-views.ts).
export function placePackageHandlers(deps: Omit<PackageDeps, 'db' | 'paidMedia'>) {
  const info: AppRouteHandler<typeof routes.info> = async (c) => {
    const { id, lang } = c.req.valid('query');
    const found = await buildPackageInfo(
      { ...deps, db: c.var.db, paidMedia: c.var.paidMedia },
      id,
      lang,
      await requestCaller(c),
    );
    if (!found) throw notFoundError('Place', id);
    varyByMember(c, false);
    return c.json(ok(found), 200);
  };

  const full: AppRouteHandler<typeof routes.full> = async (c) => {
    const { id, lang } = c.req.valid('query');
    const found = await buildPackage(
      { ...deps, db: c.var.db, paidMedia: c.var.paidMedia },
      id,
      lang,
      await requestCaller(c),
    );
    if (!found) throw notFoundError('Place', id);
    varyByMember(c, found.revealed);
    return c.json(ok(found.pkg), 200);
  };

  const mediaBundle: AppRouteHandler<typeof routes.mediaBundle> = async (c) => {
    const { id, lang, version, skip, part, parts } = c.req.valid('query');
    if (part >= parts)
      throw new ApiError(400, ERROR_CODES.validation, `part ${part} of ${parts}: parts are numbered from 0`);
    const found = await buildMediaList(
      { ...deps, db: c.var.db, paidMedia: c.var.paidMedia },
      id,
      lang,
      await requestCaller(c),
    );
    if (!found) throw notFoundError('Place', id);
    if (found.contentVersion !== version)
      throw new ApiError(
        409,
        ERROR_CODES.placeVersionChanged,
        `Place '${id}' is at content version ${found.contentVersion}, not ${version}`,
      );
    const skipped = parseSkip(skip, found.media.length);
    const wanted: BundleEntry[] = [];
    found.media.forEach((item, index) => {
      const path = deps.digest.pathOf(item.url);
      if (path && !skipped.has(index)) wanted.push({ index, item, path });
    });
    const entries = partOf(wanted, part, parts);
    // One line per bundle with what it carries: the tests count the files sent this way.
    c.var.logger.info(
      { placeId: id, part, parts, bundleItems: entries.map((entry) => entry.item.url) },
      'place media bundle',
    );
    const bundle = createMediaBundle(version, entries);
    return c.body(bundle.body, 200, {
      'Content-Type': MEDIA_BUNDLE_TYPE,
      'Content-Length': String(bundle.length),
      'Cache-Control': 'no-store',
      Vary: 'Authorization',
      ETag: bundle.etag,
    });
  };

  return { info, full, mediaBundle };
}
