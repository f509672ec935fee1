// Resume latency across instances (issue 22): two instances of the built server on one
// PostgreSQL (a throwaway one unless DATABASE_URL is set). Each round starts an answer through
// instance A (the fake model in this process sends 20 chunks 30 ms apart), reads 3 events,
// drops the connection and resumes with Last-Event-ID, through A or through B in turn: the
// resume through A reads the answer from A's memory (the baseline), through B from the events
// A journals in PostgreSQL and then live through LISTEN/NOTIFY. Reported: time from the resume
// request to its first event (p50, p99) both ways, the delay of live chunks on B against A
// (model stamp to reader), and the notifications on the channel per answer.
//   npm run build && node --import tsx bench/cluster-resume.ts [rounds=200]
import { loadavg } from 'node:os';
import pg from 'pg';
import { channelOf } from '../server/src/cluster/notifications';
import { startCluster } from '../scripts/cluster/cluster';
import { epochNow, startFakeOpenAi } from '../tests/server/helpers/fake-openai';
import { interactUrl, readInteract } from '../tests/server/helpers/sse-client';
import { requireClusterPrerequisites } from './support/cluster-prerequisites';
import { makeSessions, quantile } from './support/chat-readers';

const ROUNDS = Number(process.argv[2] ?? 200);
const CHUNKS = 20;
const INTERVAL_MS = 30;

/** ms to the first event of a resume, and the model-to-reader delay of each chunk after it. */
async function resume(base: string, sessionId: string, answerId: string, lastEventId: string) {
  const started = performance.now();
  const startedEpoch = epochNow();
  const res = await fetch(interactUrl(base, { sessionId, answerId }), { headers: { 'Last-Event-ID': lastEventId } });
  const decoder = new TextDecoder();
  let text = '';
  let first = Number.NaN;
  const delays: number[] = [];
  let seen = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const now = epochNow();
    if (Number.isNaN(first)) first = performance.now() - started;
    text += decoder.decode(chunk, { stream: true });
    const stamps = [...text.matchAll(/"content":"\|([\d.]+)"/g)];
    // Live chunks only: those replayed were sent before the resume.
    for (const stamp of stamps.slice(seen)) if (Number(stamp[1]) > startedEpoch) delays.push(now - Number(stamp[1]));
    seen = stamps.length;
  }
  return { first, delays, ended: text.includes('event: end') };
}

requireClusterPrerequisites('cluster resume');
const fake = await startFakeOpenAi();
fake.script = () => ({
  deltas: Array.from({ length: CHUNKS }, () => ({ content: '' })),
  intervalMs: INTERVAL_MS,
  stampContent: true,
});
const cluster = await startCluster({
  instances: 2,
  databaseUrl: process.env.DATABASE_URL || undefined,
  from: 'built',
  env: {
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'bench',
    LLM_GROUNDED: '0',
    CHAT_QUESTIONS_PER_MINUTE: '0',
    CONTENT_DIR: 'tests/server/fixtures/content',
  },
});
const listener = new pg.Client({ connectionString: cluster.databaseUrl });
await listener.connect();
const schema = (await listener.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
const notified = { count: 0, bytes: 0 };
listener.on('notification', (m) => {
  notified.count++;
  notified.bytes += Buffer.byteLength(m.payload ?? '');
});
await listener.query(`listen "${channelOf(schema)}"`);
try {
  const [a, b] = cluster.instances.map((i) => i.url) as [string, string];
  const sessions = await makeSessions(a, ROUNDS + 10);
  const figures = {
    same: [] as number[],
    other: [] as number[],
    sameDelays: [] as number[],
    otherDelays: [] as number[],
  };
  let incomplete = 0;
  for (let round = -10; round < ROUNDS; round++) {
    const sessionId = sessions[round + 10]!;
    const first = await readInteract(a, { content: 'Tell me', sessionId }, { stopAfter: 4 });
    const answerId = String(first.events[0]!.data.answerId);
    const through = round % 2 === 0 ? a : b;
    const result = await resume(through, sessionId, answerId, first.events.at(-1)!.id!);
    if (round < 0) continue; // warm-up
    if (!result.ended) incomplete++;
    (through === a ? figures.same : figures.other).push(result.first);
    (through === a ? figures.sameDelays : figures.otherDelays).push(...result.delays);
  }
  const f = (ms: number) => ms.toFixed(1);
  console.log(
    `resume across instances (${ROUNDS} rounds, answers of ${CHUNKS} chunks ${INTERVAL_MS} ms apart, resumed after 3; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  console.log(
    `  first event of the resume: through the writing instance p50 ${f(quantile(figures.same, 0.5))} ms, p99 ${f(quantile(figures.same, 0.99))} ms; ` +
      `through the other instance p50 ${f(quantile(figures.other, 0.5))} ms, p99 ${f(quantile(figures.other, 0.99))} ms` +
      (incomplete ? `; ${incomplete} resumes did not end` : ''),
  );
  console.log(
    `  live chunks after the resume, model to reader: writing instance p50 ${f(quantile(figures.sameDelays, 0.5))} ms, p99 ${f(quantile(figures.sameDelays, 0.99))} ms; ` +
      `other instance p50 ${f(quantile(figures.otherDelays, 0.5))} ms, p99 ${f(quantile(figures.otherDelays, 0.99))} ms`,
  );
  const answers = ROUNDS + 10;
  console.log(
    `  NOTIFY: ${notified.count} notifications, ${(notified.bytes / 1024).toFixed(1)} KB for ${answers} answers of ${CHUNKS + 2} events: ` +
      `${(notified.count / answers).toFixed(1)} notifications and ${(notified.bytes / answers).toFixed(0)} bytes per answer`,
  );
} finally {
  await listener.end();
  await cluster.stop();
  await fake.close();
}
