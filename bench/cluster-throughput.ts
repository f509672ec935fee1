// One instance against two behind HAProxy, on this machine (issue 22): the built server on one
// PostgreSQL (a throwaway one unless DATABASE_URL is set), HAProxy with the repository's
// configuration in front of one of the instances or of both (two balancers side by side, rounds
// alternating, best of each). Reported: requests per second of a catalogue GET and of an
// encrypted POST (32 keep-alive clients in this process, 3 s a round), and concurrent answers:
// 500 answers started together through each balancer (the fake model in a child process sends
// a chunk every 50 ms for 2 s), their p99 gap at the reader and the share that completed.
//   npm run build && node --import tsx bench/cluster-throughput.ts [durationMs=3000] [answers=500]
import { loadavg } from 'node:os';
import { startCluster } from '../scripts/cluster/cluster';
import { startHaproxy } from '../scripts/cluster/haproxy';
import { freePort } from '../scripts/cluster/ports';
import { runLoad, type LoadResult } from './http-load';
import { startChild } from './support/chat-children';
import { requireClusterPrerequisites } from './support/cluster-prerequisites';
import { makeSessions, quantile, readServerStream, runStreams } from './support/chat-readers';
import { sealedRequest } from './support/sealed-request';

const DURATION_MS = Number(process.argv[2] ?? 3000);
const ANSWERS = Number(process.argv[3] ?? 500);
const ROUNDS = 3;
const CATALOGUE = '/api/mob-server/open-api/scenic/list?page=1&pageSize=10';
const POST = '/api/mob-server/open-api/banner/list';
const CHUNKS = 40;
const INTERVAL_MS = 50;

requireClusterPrerequisites('cluster throughput');
const fake = await startChild('fake', { FAKE_CHUNKS: String(CHUNKS), FAKE_INTERVAL_MS: String(INTERVAL_MS) });
const cluster = await startCluster({
  instances: 2,
  databaseUrl: process.env.DATABASE_URL || undefined,
  from: 'built',
  env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'bench', LLM_GROUNDED: '0', CHAT_QUESTIONS_PER_MINUTE: '0' },
});
const single = await startHaproxy(await freePort(), [
  { name: 'app1', address: `127.0.0.1:${cluster.instances[0]!.port}` },
]);
const balancers = { one: single.url, two: cluster.url };

const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s (p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms)`;
const best = (runs: LoadResult[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));

try {
  const sealed = await sealedRequest(cluster.url, { position: 'home' });
  const loads = {
    get: (base: string) => () => ({ url: `${base}${CATALOGUE}`, init: {} }),
    post: (base: string) => () => ({
      url: `${base}${POST}`,
      init: { method: 'POST', headers: sealed.headers, body: sealed.body },
    }),
  };
  // Warm-up both ways.
  for (const base of Object.values(balancers)) {
    await runLoad(loads.get(base), { concurrency: 8, durationMs: 500 });
    await runLoad(loads.post(base), { concurrency: 8, durationMs: 500 });
  }
  const results = {
    one: { get: [] as LoadResult[], post: [] as LoadResult[] },
    two: { get: [] as LoadResult[], post: [] as LoadResult[] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of ['one', 'two'] as const) {
      const base = balancers[which];
      results[which].get.push(await runLoad(loads.get(base), { concurrency: 32, durationMs: DURATION_MS }));
      results[which].post.push(await runLoad(loads.post(base), { concurrency: 32, durationMs: DURATION_MS }));
    }
  }
  const answers = { one: [] as number[], two: [] as number[] };
  const complete = { one: 0, two: 0 };
  for (const which of ['one', 'two', 'one', 'two'] as const) {
    const sessions = await makeSessions(balancers[which], ANSWERS);
    const stats = await runStreams(ANSWERS, 0, (i) => readServerStream(balancers[which], sessions[i]!));
    answers[which].push(...stats.flatMap((s) => s.gaps));
    complete[which] += stats.filter((s) => s.ended && s.chunks === CHUNKS).length;
  }
  console.log(
    `one instance vs two behind HAProxy, 2 cores shared with the load generator, HAProxy and PostgreSQL (best of ${ROUNDS} alternating rounds; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  for (const kind of ['get', 'post'] as const) {
    const [one, two] = [best(results.one[kind]), best(results.two[kind])];
    console.log(
      `  ${kind === 'get' ? 'catalogue GET' : 'encrypted POST'}: one ${fmt(one)}, two ${fmt(two)}: ratio ${(two.rps / one.rps).toFixed(2)}`,
    );
  }
  console.log(
    `  ${ANSWERS} answers at once (a chunk every ${INTERVAL_MS} ms, 2 rounds each): p99 gap one ${quantile(answers.one, 0.99).toFixed(1)} ms, ` +
      `two ${quantile(answers.two, 0.99).toFixed(1)} ms; complete ${complete.one}/${ANSWERS * 2} and ${complete.two}/${ANSWERS * 2}`,
  );
} finally {
  await single.stop();
  await cluster.stop();
  await fake.stop();
}
