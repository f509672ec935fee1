// One child of the chat benches (see chat-children.ts): `server` or `fake`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/start-server';
import { makeFakeDist } from '../../tests/server/helpers/fake-dist';
import { startFakeOpenAi } from '../../tests/server/helpers/fake-openai';
import { FIXTURE_CONTENT } from '../../tests/server/helpers/paths';

const role = process.argv[2];
const send = (message: unknown) => process.send?.(message);

if (role === 'fake') {
  const chunks = Number(process.env.FAKE_CHUNKS ?? 20);
  const intervalMs = Number(process.env.FAKE_INTERVAL_MS ?? 0);
  const fake = await startFakeOpenAi();
  fake.script = () => ({
    deltas: Array.from({ length: chunks }, () => ({ content: '' })),
    intervalMs,
    stampContent: true,
  });
  // Only the counts matter here: drop the recorded calls so memory stays flat.
  setInterval(() => (fake.calls.length = 0), 1000).unref();
  send({ url: fake.url });
  process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-chat-bench-'));
  const distDir = makeFakeDist();
  // BENCH_DATABASE_URL: an instance on PostgreSQL, as several of them run (issue 22).
  const databaseUrl = process.env.BENCH_DATABASE_URL || null;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    memberKeySecret: 'bench-member-key-secret-0123456789abcdef0123456789',
    // The assistant's bench asks the embedded assistant (no model) over the real content.
    contentDir: process.env.BENCH_CONTENT_DIR ?? FIXTURE_CONTENT,
    distDir,
    logLevel: 'warn',
    llm: process.env.FAKE_URL ? { baseUrl: process.env.FAKE_URL, model: 'bench', grounded: false } : null,
    chatQuestionsPerMinute: null,
  });
  send({ url: server.url });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  // CHAT_BENCH_PROFILE=1: a CPU profile of each timed round, written to /tmp/chat-prof.
  const profiler = process.env.CHAT_BENCH_PROFILE ? new Session() : null;
  profiler?.connect();
  process.on('message', (m) => {
    if (m === 'lag' && profiler) {
      // Each 'lag' ends a round and starts the next: one profile a round.
      profiler.post('Profiler.stop', (err, result) => {
        if (!err && result) {
          mkdirSync('/tmp/chat-prof', { recursive: true });
          writeFileSync(`/tmp/chat-prof/round-${Date.now()}.cpuprofile`, JSON.stringify(result.profile));
        }
        profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
      });
    }
    if (m === 'lag') {
      send({ p99Ms: lag.percentile(99) / 1e6, maxMs: lag.max / 1e6, cpu: process.cpuUsage() });
      lag.reset();
    }
    if (m !== 'mem') return;
    (globalThis as { gc?: () => void }).gc?.();
    send(process.memoryUsage());
  });
  process.on(
    'SIGTERM',
    () =>
      void server.close().then(() => {
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(distDir, { recursive: true, force: true });
        process.exit(0);
      }),
  );
}
