// The page's side of the offline assistant: reads the catalogue from Dexie (again only when the
// downloads changed), hands it to the worker, and asks it questions. Where a worker cannot be
// started, the same assistant runs on the page.
import type { AssistantQuestion } from '@/lib/assistant';
import { offlineFingerprint, readOfflineCatalogue, type OfflineCatalogue } from './dexie-catalogue';
import { createOfflineAnswerer, type OfflineAnswerer, type OfflineOutcome } from './offline-answerer';
import type { FromWorker, ToWorker } from './worker-protocol';

interface Engine {
  load(catalogue: OfflineCatalogue): void;
  ask(question: AssistantQuestion): Promise<OfflineOutcome>;
}

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
  worker.addEventListener('error', () => {
    for (const caller of waiting.values()) caller.reject(new Error('the offline assistant stopped'));
    waiting.clear();
  });
  const send = (message: ToWorker) => worker.postMessage(message);
  return {
    load: ({ fingerprint, downloaded, known }) => send({ type: 'load', fingerprint, downloaded, known }),
    ask: (question) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        send({ type: 'ask', id, question });
      }),
  };
}

function pageEngine(): Engine {
  let answerer: OfflineAnswerer | null = null;
  return {
    load: (catalogue) => {
      answerer = createOfflineAnswerer(catalogue.downloaded, catalogue.known);
    },
    ask: async (question) => answerer!.answer(question),
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
  return engine!.ask(question);
}
