// Worker threads that voice texts (synthesis is CPU-bound: one thread per core). Each thread
// loads the TypeScript worker through tsx, as the script itself is run.
import { Worker } from 'node:worker_threads';
import type { Locale } from '../../../src/lib/contract/locales.ts';
import type { VoiceConfig } from '../../../server/src/providers/voice/create.ts';
import type { VoiceJob, VoiceReply } from './voice-worker.ts';

export interface Voiced {
  audio: Uint8Array;
  durationSec: number;
}

/** A thread's failure, named as the provider named it (VoiceUnavailableError, …). */
export class VoiceJobError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.name = kind;
  }
}

export interface VoiceThread {
  synthesize(text: string, locale: Locale): Promise<Voiced>;
}

export function startVoiceThreads(
  config: VoiceConfig,
  count: number,
): { threads: VoiceThread[]; close(): Promise<void> } {
  const entry = new URL('./voice-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  const workers: Worker[] = [];
  const threads = Array.from({ length: count }, (): VoiceThread => {
    const worker = new Worker(boot, { eval: true, workerData: config });
    workers.push(worker);
    const waiting = new Map<number, { resolve: (v: Voiced) => void; reject: (e: Error) => void }>();
    let next = 0;
    worker.on('message', (reply: VoiceReply) => {
      const job = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) job?.reject(new VoiceJobError(reply.error.name, reply.error.message));
      else job?.resolve(reply);
    });
    const failAll = (error: Error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    worker.on('error', (error) =>
      failAll(new VoiceJobError('VoiceThreadError', `voicing thread failed: ${error.message}`)),
    );
    worker.on('exit', (code) =>
      failAll(new VoiceJobError('VoiceThreadError', `voicing thread stopped (exit ${code})`)),
    );
    return {
      synthesize(text, locale) {
        const id = next++;
        return new Promise((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          worker.postMessage({ id, text, locale } satisfies VoiceJob);
        });
      },
    };
  });
  return {
    threads,
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
