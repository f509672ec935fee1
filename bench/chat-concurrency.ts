// 1,000 concurrent answer streams on one server process: the fake OpenAI-compatible model in
// one child process stamps every chunk with its send time (epoch ms, the same clock in every
// process), the chat server in another child streams the answers, and this process reads the
// 1,000 event streams with fetch, as EventSource would. Reported: completions, the delay
// added between chunks (gap at the reader minus gap at the upstream, p99 target <= 50 ms),
// the chunk delay from upstream send to reader, and the server's memory per open stream.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CHAT_ENDPOINTS } from '../src/lib/contract/chat';
import { GATEWAY } from '../src/lib/contract/index';
import { epochNow } from '../tests/server/helpers/fake-openai';
import { startChild } from './support/chat-children';

const STREAMS = Number(process.argv[2] ?? 1000);
const CHUNKS = Number(process.argv[3] ?? 30);
const INTERVAL_MS = Number(process.argv[4] ?? 150);
const RAMP_MS = 3000;

interface StreamStats {
  ended: boolean;
  chunks: number;
  delays: number[];
  addedGaps: number[];
}

async function readStream(base: string, sessionId: string): Promise<StreamStats> {
  const stats: StreamStats = { ended: false, chunks: 0, delays: [], addedGaps: [] };
  const url = new URL(`${GATEWAY}${CHAT_ENDPOINTS.interact}`, base);
  url.searchParams.set('content', 'Tell me about the place');
  url.searchParams.set('sessionId', sessionId);
  const res = await fetch(url);
  if (!res.ok || !res.body) return stats;
  const decoder = new TextDecoder();
  let buffer = '';
  let last: { sent: number; received: number } | null = null;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const received = epochNow();
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.includes('\nevent: end\n')) stats.ended = true;
      const stamp = block.includes('\nevent: message\n') ? /"content":"\|([\d.]+)"/.exec(block) : null;
      if (!stamp) continue;
      const sent = Number(stamp[1]);
      stats.chunks++;
      stats.delays.push(received - sent);
      if (last) stats.addedGaps.push(received - last.received - (sent - last.sent));
      last = { sent, received };
    }
  }
  return stats;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

const fake = await startChild('fake', { FAKE_CHUNKS: String(CHUNKS), FAKE_INTERVAL_MS: String(INTERVAL_MS) });
const server = await startChild('server', { FAKE_URL: fake.url });
try {
  // Warm-up: a few streams. The page makes its session when it opens (add/session), before
  // any question: so do the 1,000 readers, 50 at a time, before the clock and the baseline.
  await Promise.all(Array.from({ length: 10 }, (_, i) => readStream(server.url, `warm-${process.pid}-${i}`)));
  const sessions: string[] = [];
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = Array.from({ length: Math.min(50, STREAMS - i) }, async () => {
      const res = await fetch(new URL(`${GATEWAY}${CHAT_ENDPOINTS.addSession}`, server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return ((await res.json()) as { data: { id: string } }).data.id;
    });
    sessions.push(...(await Promise.all(batch)));
  }
  const before = await server.memory();
  const cpuBefore = (await server.lag()).cpu;
  const readerLag = monitorEventLoopDelay({ resolution: 10 });
  readerLag.enable();

  const started = performance.now();
  const runs = Array.from({ length: STREAMS }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i * RAMP_MS) / STREAMS));
    return readStream(server.url, sessions[i]!);
  });
  // All streams are open once the ramp is over, while the last ones still have most of their chunks to go.
  await new Promise((resolve) => setTimeout(resolve, RAMP_MS + INTERVAL_MS * 3));
  const open = await server.memory();
  const results = await Promise.all(runs);
  const seconds = (performance.now() - started) / 1000;
  const serverLag = await server.lag();
  const serverCpu = (serverLag.cpu.user + serverLag.cpu.system - cpuBefore.user - cpuBefore.system) / 1e6;

  const completed = results.filter((r) => r.ended && r.chunks === CHUNKS).length;
  const delays = results.flatMap((r) => r.delays);
  const gaps = results.flatMap((r) => r.addedGaps);
  const p99Gap = quantile(gaps, 0.99);
  console.log(
    `chat concurrency: ${completed}/${STREAMS} streams complete (${CHUNKS} chunks ${INTERVAL_MS} ms apart, ramp ${RAMP_MS} ms) in ${seconds.toFixed(1)} s; ` +
      `added delay between chunks p50 ${quantile(gaps, 0.5).toFixed(1)} ms, p99 ${p99Gap.toFixed(1)} ms (target <= 50 ms) ${p99Gap <= 50 ? 'OK' : 'OVER'}; ` +
      `upstream-to-reader chunk delay p50 ${quantile(delays, 0.5).toFixed(1)} ms, p99 ${quantile(delays, 0.99).toFixed(1)} ms`,
  );
  console.log(
    `chat memory: server rss ${mb(before.rss)} -> ${mb(open.rss)} MB, heap ${mb(before.heapUsed)} -> ${mb(open.heapUsed)} MB with ${STREAMS} streams open: ` +
      `${((open.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB rss, ${((open.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} KB heap per open stream`,
  );
  console.log(
    `event-loop delay p99: server ${serverLag.p99Ms.toFixed(1)} ms (max ${serverLag.maxMs.toFixed(0)}), readers ${(readerLag.percentile(99) / 1e6).toFixed(1)} ms; ` +
      `server CPU ${serverCpu.toFixed(1)} s in ${seconds.toFixed(1)} s`,
  );
} finally {
  await server.stop();
  await fake.stop();
}
