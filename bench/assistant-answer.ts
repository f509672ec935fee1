// The embedded assistant's speed (issue 19, docs/decisions/0059):
// 1. in this process, over the shipped content: the time to answer each question of the
//    tuning set, questions answered per second, and the index built per place;
// 2. through the real server (a child process, no model configured, the shipped content):
//    the time to the first answer chunk, one question at a time after a warm-up, and questions
//    per second with 8 askers at once. Target: first chunk at most 50 ms (median and p95).
//   node --import tsx bench/assistant-answer.ts [rounds]
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { contentCatalogue } from '../content/scripts/lib/assistant-catalogue';
import { CHAT_ENDPOINTS } from '../src/lib/contract/chat';
import { GATEWAY } from '../src/lib/contract/index';
import { LOCALES } from '../src/lib/contract/locales';
import { createAssistant } from '../src/lib/assistant/index';
import { placePassages } from '../src/lib/assistant/passages';
import { tokenize } from '../src/lib/assistant/text';
import { readPart } from './assistant-eval/cases';
import { startChild } from './support/chat-children';

const ROUNDS = Number(process.argv[2] ?? 100);
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

// Only the tuning part: the held-out questions are for the accuracy figures alone.
const questions = readPart('tune').map((c) => ({
  question: c.question,
  uiLang: c.uiLang,
  placeId: c.placeId,
  pointId: c.pointId,
  history: c.history,
}));

// 1. In process.
const catalogue = contentCatalogue();
let t0 = performance.now();
const assistant = createAssistant(catalogue);
assistant.warm();
console.log(
  `Catalogue: ${catalogue.places.length} places; all indexes (11 languages) built in ${ms(performance.now() - t0)}`,
);
for (const q of questions) assistant.answer(q); // the first pass builds what is built lazily
const times = questions.map((q) => {
  const t = performance.now();
  assistant.answer(q);
  return performance.now() - t;
});
console.log(
  `Answer time (${questions.length} questions): median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, max ${ms(Math.max(...times))}`,
);
t0 = performance.now();
let answered = 0;
while (performance.now() - t0 < 3000) {
  for (const q of questions) assistant.answer(q);
  answered += questions.length;
}
console.log(`Questions per second, one process: ${Math.round(answered / ((performance.now() - t0) / 1000))}`);
for (const id of ['bj-palace-museum', 'ta-mount-tai']) {
  const place = catalogue.places.find((p) => p.id === id)!;
  let raw = 0;
  let gz = 0;
  let build = 0;
  for (const lang of LOCALES) {
    const passages = [...placePassages(place, lang)];
    const t = performance.now();
    const index = new MiniSearch({ idField: 'id', fields: ['text', 'title'], tokenize, processTerm: (x) => x });
    index.addAll(passages);
    build += performance.now() - t;
    const json = JSON.stringify(index);
    raw += json.length;
    gz += gzipSync(json).length;
  }
  console.log(
    `Index of ${id}, 11 languages: ${Math.round(raw / 1024)} KB JSON, ${Math.round(gz / 1024)} KB gzipped, built in ${ms(build)} (${ms(build / 11)} per language)`,
  );
}

// 2. Through the server.
const server = await startChild('server', { BENCH_CONTENT_DIR: path.resolve(import.meta.dirname, '../content') });
try {
  const session = async () => {
    const res = await fetch(new URL(`${GATEWAY}${CHAT_ENDPOINTS.addSession}`, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const askTimed = async (q: (typeof questions)[number]) => {
    const url = new URL(`${GATEWAY}${CHAT_ENDPOINTS.interact}`, server.url);
    url.searchParams.set('content', q.question);
    url.searchParams.set('sessionId', await session());
    url.searchParams.set('lang', q.uiLang);
    if (q.placeId) url.searchParams.set('placeId', q.placeId);
    const t = performance.now();
    const res = await fetch(url);
    let first = Number.NaN;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      if (Number.isNaN(first) && text.includes('event: message')) first = performance.now() - t;
    }
    return first;
  };
  for (let i = 0; i < 20; i++) await askTimed(questions[i % questions.length]!);
  const firsts: number[] = [];
  for (let i = 0; i < ROUNDS; i++) firsts.push(await askTimed(questions[(i * 7) % questions.length]!));
  console.log(
    `Server, first chunk of an embedded answer (${ROUNDS} questions, one at a time): median ${ms(pct(firsts, 0.5))}, p95 ${ms(pct(firsts, 0.95))}`,
  );
  const total = 400;
  let next = 0;
  t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < total) await askTimed(questions[next++ % questions.length]!);
    }),
  );
  console.log(
    `Server, questions answered per second (8 askers, ${total} questions, whole streams): ${Math.round(total / ((performance.now() - t0) / 1000))}`,
  );
} finally {
  await server.stop();
}
