// 1,000 concurrent answers on one server process (issue 22): the fake OpenAI-compatible model
// in one child process sends every answer's chunks `interval` ms apart, each stamped with its
// send time (epoch ms, the same clock in every process); the chat server in another child
// streams the answers; this process reads the 1,000 event streams, all started together. In
// the same run, the same 1,000 answers are read straight from the model: the baseline. Both
// rounds alternate, twice, per chunk interval (20 and 50 ms by default).
// Reported per interval: the p99 gap between two chunks at the reader straight from the model
// and through the server, their difference (target: at most 50 ms added), the p99 of the gap
// each chunk gained on its way through the server (gap at the reader minus gap at the model),
// the chunk delay from the model to the reader, and the server's event-loop delay and CPU.
//   node --import tsx bench/chat-concurrency.ts [--streams=1000] [--intervals=20,50]
//     [--seconds=2] [--ramp=0] [--rounds=2] [--db=pglite|postgres] [--memory]
// --db=postgres runs the server as an instance on PostgreSQL (a throwaway one unless
// DATABASE_URL is set), journaling every event for the other instances; this process then
// also listens on the instance's channel and counts the notifications and their bytes.
// --memory adds a round measuring the server's memory per open stream (a full GC in the
// server with the streams open: never during a timed round, it would stop them about 50 ms).
import { loadavg } from 'node:os';
import pg from 'pg';
import { channelOf } from '../server/src/cluster/notifications';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/cluster/postgres';
import { startChild, type Child } from './support/chat-children';
import {
  makeSessions,
  quantile,
  readModelStream,
  readServerStream,
  runStreams,
  type StreamStats,
} from './support/chat-readers';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const STREAMS = Number(arg('streams', '1000'));
const INTERVALS = arg('intervals', '20,50').split(',').map(Number);
const SECONDS = Number(arg('seconds', '2'));
const RAMP_MS = Number(arg('ramp', '0'));
const ROUNDS = Number(arg('rounds', '2'));
const DB = arg('db', 'pglite');
const MEMORY = process.argv.includes('--memory');

const f = (ms: number) => ms.toFixed(1);

interface RoundFigures {
  complete: number;
  chunks: number;
  p99Gap: number;
  p50Gap: number;
  p99Added: number;
  p99Delay: number;
  p50Delay: number;
  p99FirstChunk: number;
}

function figures(results: StreamStats[], chunks: number): RoundFigures {
  const gaps = results.flatMap((r) => r.gaps);
  const delays = results.flatMap((r) => r.delays);
  return {
    complete: results.filter((r) => r.ended && r.chunks === chunks).length,
    chunks: results.reduce((n, r) => n + r.chunks, 0),
    p50Gap: quantile(gaps, 0.5),
    p99Gap: quantile(gaps, 0.99),
    p99Added: quantile(
      results.flatMap((r) => r.addedGaps),
      0.99,
    ),
    p50Delay: quantile(delays, 0.5),
    p99Delay: quantile(delays, 0.99),
    p99FirstChunk: quantile(
      results.map((r) => r.firstChunkMs),
      0.99,
    ),
  };
}

/** A schema of its own in the database (dropped after): the bench never writes into another one. */
async function benchSchema(base: string) {
  const name = `chat_bench_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create schema ${name}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    drop: () => run(`drop schema if exists ${name} cascade; drop schema if exists ${name}_jobs cascade`),
  };
}

/** Counts the notifications of the server's channel (PostgreSQL mode). */
async function countNotifications(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = (await client.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
  const counts = { notifications: 0, bytes: 0 };
  client.on('notification', (m) => {
    counts.notifications++;
    counts.bytes += Buffer.byteLength(m.payload ?? '');
  });
  await client.query(`listen "${channelOf(schema)}"`);
  return { counts, close: () => client.end() };
}

let postgres: ThrowawayPostgres | null = null;
const schema =
  DB === 'postgres'
    ? await benchSchema(process.env.DATABASE_URL || (postgres = await startThrowawayPostgres()).url)
    : null;
const databaseUrl = schema?.url ?? '';

try {
  console.log(
    `chat concurrency: ${STREAMS} answers started together${RAMP_MS ? ` (over ${RAMP_MS} ms)` : ''}, ${SECONDS} s of chunks each, ` +
      `server on ${DB}; ${ROUNDS} rounds each way, alternating; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  for (const interval of INTERVALS) {
    const chunks = Math.round((SECONDS * 1000) / interval);
    const fake = await startChild('fake', { FAKE_CHUNKS: String(chunks), FAKE_INTERVAL_MS: String(interval) });
    let server: Child | null = null;
    let listener: Awaited<ReturnType<typeof countNotifications>> | null = null;
    try {
      server = await startChild('server', { FAKE_URL: fake.url, BENCH_DATABASE_URL: databaseUrl });
      const serverUrl = server.url;
      if (databaseUrl) listener = await countNotifications(databaseUrl);
      // Warm-up: a few streams each way.
      await Promise.all(Array.from({ length: 10 }, () => readModelStream(fake.url)));
      await Promise.all((await makeSessions(serverUrl, 10)).map((s) => readServerStream(serverUrl, s)));
      const direct: StreamStats[] = [];
      const through: StreamStats[] = [];
      let serverCpu = 0;
      let serverLagP99 = 0;
      let serverLagMax = 0;
      let seconds = 0;
      const notified = { notifications: 0, bytes: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        direct.push(...(await runStreams(STREAMS, RAMP_MS, () => readModelStream(fake.url))));
        const sessions = await makeSessions(serverUrl, STREAMS);
        const before = await server.lag();
        const counted = listener ? { ...listener.counts } : null;
        const started = performance.now();
        through.push(...(await runStreams(STREAMS, RAMP_MS, (i) => readServerStream(serverUrl, sessions[i]!))));
        seconds += (performance.now() - started) / 1000;
        await new Promise((resolve) => setTimeout(resolve, 200)); // the last journal statements
        const after = await server.lag();
        if (listener && counted) {
          notified.notifications += listener.counts.notifications - counted.notifications;
          notified.bytes += listener.counts.bytes - counted.bytes;
        }
        serverCpu += (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1e6;
        serverLagP99 = Math.max(serverLagP99, after.p99Ms);
        serverLagMax = Math.max(serverLagMax, after.maxMs);
      }
      const d = figures(direct, chunks);
      const t = figures(through, chunks);
      const added = t.p99Gap - d.p99Gap;
      const answers = STREAMS * ROUNDS;
      console.log(
        `  chunk every ${interval} ms (${chunks} a answer): complete ${d.complete}/${answers} straight, ${t.complete}/${answers} through the server; ` +
          `p99 gap straight from the model ${f(d.p99Gap)} ms, through the server ${f(t.p99Gap)} ms: ` +
          `added ${f(added)} ms (target <= 50) ${added <= 50 ? 'OK' : 'OVER'}`,
      );
      console.log(
        `    per chunk, gap gained through the server p99 ${f(t.p99Added)} ms (straight ${f(d.p99Added)}); ` +
          `model-to-reader delay p50/p99 ${f(d.p50Delay)}/${f(d.p99Delay)} ms straight, ${f(t.p50Delay)}/${f(t.p99Delay)} ms through; ` +
          `first chunk p99 ${f(d.p99FirstChunk)} ms straight, ${f(t.p99FirstChunk)} ms through`,
      );
      console.log(
        `    server: event-loop delay p99 ${f(serverLagP99)} ms (max ${serverLagMax.toFixed(0)}), ` +
          `CPU ${serverCpu.toFixed(1)} s in ${seconds.toFixed(1)} s (${((serverCpu / seconds) * 100).toFixed(0)}% of a core), ` +
          `${((serverCpu / t.chunks) * 1e6).toFixed(0)} µs per chunk relayed` +
          (listener
            ? `; NOTIFY: ${notified.notifications} notifications, ${(notified.bytes / 1024).toFixed(0)} KB, ` +
              `${(notified.notifications / answers).toFixed(2)} and ${(notified.bytes / answers).toFixed(0)} bytes per answer`
            : ''),
      );
      if (MEMORY && interval === INTERVALS.at(-1)) {
        const sessions = await makeSessions(serverUrl, STREAMS);
        const before = await server.memory();
        const open = runStreams(STREAMS, 0, (i) => readServerStream(serverUrl, sessions[i]!));
        await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
        const during = await server.memory();
        await open;
        const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
        console.log(
          `    memory: heap ${mb(before.heapUsed)} -> ${mb(during.heapUsed)} MB with ${STREAMS} streams open, ` +
            `${((during.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} KB per stream`,
        );
      }
    } finally {
      await listener?.close();
      await server?.stop();
      await fake.stop();
    }
  }
} finally {
  await schema?.drop();
  await postgres?.stop();
}
