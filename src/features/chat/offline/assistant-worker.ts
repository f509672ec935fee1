// The offline assistant in a worker: building its indexes (a place in 11 languages) takes
// hundreds of milliseconds on a slow phone, which would freeze the page; here it does not.
// Messages are handled in order, so a question asked after a 'load' finds its indexes built.
import { createOfflineAnswerer, type OfflineAnswerer } from './offline-answerer';
import type { FromWorker, ToWorker } from './worker-protocol';

let answerer: OfflineAnswerer | null = null;
const reply = (message: FromWorker) => postMessage(message);

addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    answerer = createOfflineAnswerer(message.downloaded, message.known);
    answerer.warm();
    return;
  }
  try {
    if (!answerer) throw new Error('no catalogue loaded');
    reply({ type: 'answer', id: message.id, outcome: answerer.answer(message.question) });
  } catch (error) {
    reply({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
});
