import { msg } from '@lingui/core/macro';
import type { RouteMeta } from '@/lib/route-meta';

/** The metadata of / (its route's staticData), also drawn by the first screen before the router exists. */
export const HOME_META: RouteMeta = { title: msg`Scenic area guide`, footer: true };
