// One voicing thread: builds its own provider from the config it is given and voices the texts
// the main thread sends, one at a time. Errors go back as {name, message}: the main thread
// decides what a failure means for the run.
import { parentPort, workerData } from 'node:worker_threads';
import type { Locale } from '../../../src/lib/contract/locales.ts';
import { createVoiceProvider, type VoiceConfig } from '../../../server/src/providers/voice/create.ts';

export interface VoiceJob {
  id: number;
  text: string;
  locale: Locale;
}

export type VoiceReply =
  { id: number; audio: Uint8Array; durationSec: number } | { id: number; error: { name: string; message: string } };

const provider = createVoiceProvider(workerData as VoiceConfig);
provider.catch(() => undefined); // reported with the first job instead

parentPort!.on('message', async (job: VoiceJob) => {
  try {
    const speech = await (await provider).synthesize(job.text, job.locale);
    const audio = speech.audio.slice(); // its own buffer, to hand over without copying again
    const reply: VoiceReply = { id: job.id, audio, durationSec: speech.durationSec };
    parentPort!.postMessage(reply, [audio.buffer]);
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id: job.id, error: { name: e.name, message: e.message } } satisfies VoiceReply);
  }
});
