// The page's side of the offline assistant: reads the catalogue from Dexie (again only when the
// downloads changed), hands it to the worker, and asks it questions. Where a worker cannot be
// started, or stops (its script could not be had), the same assistant runs on the page.
import type { AssistantQuestion } from '@/lib/assistant';
import { offlineFingerprint, readOfflineCatalogue, type OfflineCatalogue } from './dexie-catalogue';
import { createOfflineAnswerer, type OfflineAnswerer, type OfflineOutcome } from './offline-answerer';
import type { FromWorker, ToWorker } from './worker-protocol';

interface Engine {
  load(catalogue: OfflineCatalogue): void;
  ask(question: AssistantQuestion): Promise<OfflineOutcome>;
  /** False once the worker has failed: questions would wait for ever. */
  readonly alive: boolean;
}

class WorkerStopped extends Error {}

function workerEngine(worker: Worker): Engine {
  let next = 0;
  const waiting = new Map<number, { resolve: (o: OfflineOutcome) => void; reject: (e: Error) => void }>();
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    const caller = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.type === 'answer') caller?.resolve(message.outcome);
    else caller?.reject(new Error(message.message));
  });
  let alive = true;
  worker.addEventListener('error', () => {
    alive = false;
    worker.terminate();
    for (const caller of waiting.values()) caller.reject(new WorkerStopped('the offline assistant stopped'));
    waiting.clear();
  });
  const send = (message: ToWorker) => worker.postMessage(message);
  return {
    load: ({ fingerprint, downloaded, known }) => send({ type: 'load', fingerprint, downloaded, known }),
    ask: (question) =>
      new Promise((resolve, reject) => {
        if (!alive) return reject(new WorkerStopped('the offline assistant stopped'));
        const id = next++;
        waiting.set(id, { resolve, reject });
        send({ type: 'ask', id, question });
      }),
    get alive() {
      return alive;
    },
  };
}

function pageEngine(): Engine {
  let answerer: OfflineAnswerer | null = null;
  return {
    load: (catalogue) => {
      answerer = createOfflineAnswerer(catalogue.downloaded, catalogue.known);
    },
    ask: async (question) => answerer!.answer(question),
    alive: true,
  };
}

function startEngine(): Engine {
  try {
    return workerEngine(new Worker(new URL('./assistant-worker.ts', import.meta.url), { type: 'module' }));
  } catch {
    return pageEngine();
  }
}

let engine: Engine | null = null;
let loaded: Promise<string> | null = null;

/** Reads the catalogue and hands it over when the downloads changed since the last time. */
function ensureLoaded(): Promise<void> {
  if (engine && !engine.alive) {
    engine = pageEngine();
    loaded = null;
  }
  engine ??= startEngine();
  const ready = engine;
  const previous = loaded;
  const current = (async () => {
    const before = await previous?.catch(() => null);
    if (before && before === (await offlineFingerprint())) return before;
    const catalogue = await readOfflineCatalogue();
    ready.load(catalogue);
    return catalogue.fingerprint;
  })();
  loaded = current;
  return current.then(() => undefined);
}

/** Gets the assistant ready (its indexes built) before the first question: the page went offline. */
export function prepareOfflineAssistant(): Promise<void> {
  return ensureLoaded();
}

export async function askOffline(question: AssistantQuestion): Promise<OfflineOutcome> {
  await ensureLoaded();
  try {
    return await engine!.ask(question);
  } catch (error) {
    if (!(error instanceof WorkerStopped)) throw error;
    // Once more, on the page.
    await ensureLoaded();
    return engine!.ask(question);
  }
}
