// Server cost of encryption: the same POST (banner list) plain and encrypted, requests per
// second on one server process, measured in the same run, rounds alternating. The load
// generator seals one body up front (the server does all the per-request crypto work:
// session-key lookup, AES decrypt, AES encrypt of the answer with a fresh iv).
import { startAppServer } from '../tests/browser/support/app-server';
import { runLoad, type LoadResult } from './http-load';
import { sealedRequest } from './support/sealed-request';

const PATH = '/api/mob-server/open-api/banner/list';

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s (p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ${r.failures} failed of ${r.requests})`;

const server = await startAppServer();
try {
  const url = `${server.baseUrl}${PATH}`;
  const sealed = await sealedRequest(server.baseUrl, { position: 'home' });
  const plain = () => ({
    url,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"position":"home"}' },
  });
  const encrypted = () => ({ url, init: { method: 'POST', headers: sealed.headers, body: sealed.body } });
  const options = { concurrency: 32, durationMs: Number(process.argv[2] ?? 4000) };
  await runLoad(plain, { concurrency: 8, durationMs: 1000 }); // warm-up
  await runLoad(encrypted, { concurrency: 8, durationMs: 1000 });
  const plainRuns: LoadResult[] = [];
  const encryptedRuns: LoadResult[] = [];
  for (let round = 0; round < 3; round++) {
    plainRuns.push(await runLoad(plain, options));
    encryptedRuns.push(await runLoad(encrypted, options));
  }
  const best = (runs: LoadResult[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
  const p = best(plainRuns);
  const e = best(encryptedRuns);
  console.log(`plain POST:     ${fmt(p)}`);
  console.log(`encrypted POST: ${fmt(e)}`);
  console.log(
    `encryption cost: encrypted/plain = ${(e.rps / p.rps).toFixed(2)} (target >= 0.75), best of 3 rounds each, 32 connections`,
  );
} finally {
  await server.stop();
}
