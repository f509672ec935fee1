// Every screen of the route table opened with ids that exist in the sample content, for the
// layout test and `npm run screenshots`; and a member with an order, so that the member's
// screens (orders, order detail, account) show what a member sees rather than a login prompt.
import { randomUUID } from 'node:crypto';
import type { LoginResult, Order } from '../../../src/lib/contract/member';
import { MEMBER_ENDPOINTS } from '../../../src/lib/contract/member';
import { postFrom } from '../../server/helpers/from-address';
import type { RunningServer } from './app-server';
import { loginByApi } from './member-login';
import { ROUTES, type RouteCase } from './route-table';

export const SAMPLE = {
  scenic: 'hz-west-lake',
  museum: 'bj-palace-museum',
  guide: 'g-lin-yingxue',
  freePoint: 'hz-west-lake-01',
  lockedPoint: 'hz-west-lake-04',
} as const;

export interface SampleScreen {
  route: RouteCase;
  /** Path and query, e.g. /poiDetail?id=hz-west-lake. */
  url: string;
  /** A file-name-safe name, e.g. poiDetail or pointDetail-locked. */
  name: string;
}

export interface SampleMember {
  login: LoginResult;
  orderId: string;
}

/** The query each screen needs to show real content (a screen not named here needs none). */
function queries(member: SampleMember): Record<string, string[]> {
  return {
    '/poiDetail': [`id=${SAMPLE.scenic}`],
    '/guideDetailPage': [`id=${SAMPLE.guide}`],
    // The second: asked about a stop ("Ask about this"), its chip, greeting and questions (another
    // clientType, so that the page is a new one: a screen of the same page is not told apart).
    '/chatInteract': ['clientType=1', `clientType=0&placeId=${SAMPLE.scenic}&pointId=${SAMPLE.freePoint}`],
    '/museumDetail': [`id=${SAMPLE.museum}`],
    '/playerDetail': [`placeId=${SAMPLE.scenic}`],
    '/mapGuide': [`id=${SAMPLE.scenic}`],
    // A free point and a locked one: the locked one shows the unlock offer instead of the player.
    '/pointDetail': [`id=${SAMPLE.freePoint}`, `id=${SAMPLE.lockedPoint}`],
    '/onlineMuseum': [`id=${SAMPLE.museum}`],
    '/exhibitionTour': [`id=${SAMPLE.museum}`],
    '/scan': [`museumId=${SAMPLE.museum}`],
    '/orderDetail': [`id=${member.orderId}`],
    '/checkout': [`pointId=${SAMPLE.lockedPoint}`],
  };
}

export function sampleScreens(member: SampleMember): SampleScreen[] {
  const byPath = queries(member);
  return ROUTES.flatMap((route) => {
    const base = route.path.slice(1) || 'home';
    const list = byPath[route.path];
    if (!list) return [{ route, url: route.path, name: base }];
    return list.map((query, index) => ({
      route,
      url: `${route.path}?${query}`,
      name: index === 0 ? base : `${base}-${index + 1}`,
    }));
  });
}

/**
 * A member logged in through the API with one order awaiting payment (the locked point). The
 * server must run with LOG_LEVEL=info: the login code is read from its log.
 */
export async function sampleMember(server: RunningServer, mobile = '13700000016'): Promise<SampleMember> {
  const login = await loginByApi(server.baseUrl, server.logs, mobile);
  const created = await postFrom<Order>(
    '127.0.0.1',
    server.baseUrl,
    MEMBER_ENDPOINTS.orderCreate,
    { targetKind: 'point', targetId: SAMPLE.lockedPoint, clientRequestId: randomUUID() },
    login.token,
  );
  if (!created.success) throw new Error(`order/create answered ${created.status} ${created.errorCode}`);
  return { login, orderId: created.data.id };
}
