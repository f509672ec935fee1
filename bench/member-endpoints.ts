// Member endpoints under load: GET order/list and GET member/favourite/list (page 1, 20 a
// page) of a member holding 200 orders and 200 favourites, against GET /api/health as the
// baseline, in the same run, on the real built server (`npm run build` first) over keep-alive
// connections. The member, its token, orders and favourites are written into the server's
// data folder between two starts.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { GATEWAY, HEALTH_PATH } from '../src/lib/contract/index';
import { MEMBER_ENDPOINTS } from '../src/lib/contract/member';
import { sha256Hex } from '../server/src/members/tokens';
import { startAppServer } from '../tests/browser/support/app-server';
import { runLoad, type LoadResult } from './http-load';

const ORDERS = 200;
const FAVOURITES = 200;
const CONCURRENCY = Number(process.argv[2] ?? 16);
const DURATION_MS = Number(process.argv[3] ?? 10_000);
const STATUSES = ['paid', 'cancelled', 'refunded', 'refunding', 'awaiting-payment'] as const;

async function seedMember(dataDir: string): Promise<string> {
  const pglite = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const memberId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await pglite.query('insert into members (id, mobile, open_id) values ($1, $2, $3)', [
      memberId,
      '13900000000',
      randomUUID(),
    ]);
    await pglite.query(
      `insert into member_tokens (id, member_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [randomUUID(), memberId, sha256Hex(token)],
    );
    const title = JSON.stringify(
      Object.fromEntries(
        ['cn', 'en', 'fr', 'ru', 'zh-Hant', 'vi', 'th', 'ja', 'ko', 'ms', 'de'].map((l) => [l, `Point ${l}`]),
      ),
    );
    for (let i = 0; i < ORDERS; i++) {
      const status = STATUSES[i % STATUSES.length]!;
      await pglite.query(
        `insert into orders (id, order_no, member_id, client_request_id, status, target_kind, target_id, title, price_minor, amount_minor,
           paid_minor, created_at, pay_before)
         values ($1, $2, $3, $4, $5, 'point', $6, $7::jsonb, 600, 600, $8, now() - ($9 || ' minutes')::interval, now() + interval '1 day')`,
        [
          randomUUID(),
          `SG20260101${String(i).padStart(8, '0')}`,
          memberId,
          randomUUID(),
          status,
          `bench-point-${i}`,
          title,
          status === 'paid' ? 600 : null,
          String(i),
        ],
      );
    }
    for (let i = 0; i < FAVOURITES; i++) {
      await pglite.query(
        `insert into favourites (member_id, target_kind, target_id, created_at) values ($1, 'point', $2, now() - ($3 || ' minutes')::interval)`,
        [memberId, `bench-point-${i}`, String(i)],
      );
    }
    return token;
  } finally {
    await pglite.close();
  }
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s (p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ${r.failures} failed of ${r.requests})`;

// First start: migrate and seed the data folder; then add the member while no server holds it.
const dataDir = mkdtempSync(join(tmpdir(), 'guide-member-bench-'));
const first = await startAppServer({}, { dataDir });
await first.stop();
const token = await seedMember(dataDir);
const server = await startAppServer({}, { dataDir });
try {
  const listUrl = `${server.baseUrl}${GATEWAY}${MEMBER_ENDPOINTS.orderList}?page=1&pageSize=20`;
  const list = () => ({ url: listUrl, init: { headers: { authorization: `Bearer ${token}` } } });
  const favouritesUrl = `${server.baseUrl}${GATEWAY}${MEMBER_ENDPOINTS.favouriteList}?page=1&pageSize=20`;
  const favourites = () => ({ url: favouritesUrl, init: { headers: { authorization: `Bearer ${token}` } } });
  const health = () => ({ url: `${server.baseUrl}${HEALTH_PATH}`, init: {} });
  const check = (await (await fetch(listUrl, list().init)).json()) as { data: { total: number; list: unknown[] } };
  if (check.data.total !== ORDERS || check.data.list.length !== 20)
    throw new Error(`unexpected order list: ${JSON.stringify(check).slice(0, 200)}`);
  const favouritesCheck = (await (await fetch(favouritesUrl, favourites().init)).json()) as {
    data: { total: number; list: unknown[] };
  };
  if (favouritesCheck.data.total !== FAVOURITES || favouritesCheck.data.list.length !== 20)
    throw new Error(`unexpected favourites list: ${JSON.stringify(favouritesCheck).slice(0, 200)}`);

  await runLoad(list, { concurrency: 4, durationMs: 1000 }); // warm-up
  await runLoad(favourites, { concurrency: 4, durationMs: 1000 });
  await runLoad(health, { concurrency: 4, durationMs: 1000 });
  const options = { concurrency: CONCURRENCY, durationMs: DURATION_MS };
  const orders = await runLoad(list, options);
  const favouriteList = await runLoad(favourites, options);
  const baseline = await runLoad(health, options);
  console.log(
    `member endpoints, ${CONCURRENCY} keep-alive clients, ${DURATION_MS / 1000} s each, one server process (PGlite):`,
  );
  console.log(`  GET order/list (200 orders, page of 20): ${fmt(orders)}`);
  console.log(`  GET favourite/list (200, page of 20):     ${fmt(favouriteList)}`);
  console.log(`  GET health (baseline):                   ${fmt(baseline)}`);
  const share = (r: LoadResult) => `${((r.rps / baseline.rps) * 100).toFixed(0)}%`;
  console.log(
    `  of the baseline's requests per second: order/list ${share(orders)}, favourite/list ${share(favouriteList)}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
