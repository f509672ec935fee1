// The scan screen's handle on its recognition worker: one worker per page, started when the
// scan screen first opens (the worker then loads OpenCV.js). A picture is scaled on the main
// thread to the analysed size (a canvas draw, a few ms) and its pixels are moved, not copied,
// to the worker.
import type { StoredExhibitFeatures } from '@/db/database';
import { EXHIBIT_FEATURE_ALGORITHM } from '@contract';
import type { FromWorker, ToWorker } from '../worker/protocol';
import { pixelsOf } from './vision/analyse-picture';
import type { ExhibitScore } from './vision/recognise';
import { ALL_LOOKS, QUERY_SIDE, type Looks } from './vision/settings';

export type EngineStatus = 'loading' | 'ready' | 'failed';

export interface Recognition {
  scores: ExhibitScore[];
  /** In the worker: features and matching. */
  workerMs: number;
  /** From the picture to the answer, as the page saw it. */
  totalMs: number;
}

type Waiting = { resolve: (r: Recognition) => void; reject: (e: Error) => void; started: number };

export class RecognitionEngine {
  status: EngineStatus = 'loading';
  private readonly worker: Worker;
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private referencesKey = '';

  constructor() {
    this.worker = new Worker(new URL('../worker/recognition.worker.ts', import.meta.url), { name: 'scan-recognition' });
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    this.post({ type: 'load' });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads the library again after a failure (the network is back). */
  retry(): void {
    this.setStatus('loading');
    this.post({ type: 'load' });
  }

  /** The museums whose exhibits a picture is compared with (only features of this recipe). */
  setReferences(stored: readonly StoredExhibitFeatures[]): void {
    const usable = stored.filter((s) => s.algorithm === EXHIBIT_FEATURE_ALGORITHM);
    const key = usable.map((s) => `${s.museumId}@${s.updatedAt}`).join(',');
    if (key === this.referencesKey) return;
    this.referencesKey = key;
    this.post({
      type: 'references',
      key,
      museums: usable.map((s) => ({ museumId: s.museumId, exhibits: s.exhibits })),
    });
  }

  /**
   * `looks`: where the first look finds nothing, look again closer (2), then at fainter corners
   * (3), then with the local contrast evened out (4), then normalised (5): slower, so a picked
   * photo takes all five and a live frame one or two.
   */
  recognise(source: CanvasImageSource, width: number, height: number, looks: Looks = ALL_LOOKS): Promise<Recognition> {
    const started = performance.now();
    const image = pixelsOf(source, width, height, QUERY_SIDE);
    const id = this.nextId++;
    const pixels = image.data.buffer as ArrayBuffer;
    return new Promise<Recognition>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, started });
      this.post({ type: 'recognise', id, width: image.width, height: image.height, pixels, looks }, [pixels]);
    });
  }

  private post(message: ToWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private setStatus(status: EngineStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  private receive(message: FromWorker): void {
    if (message.type === 'ready') return this.setStatus('ready');
    if (message.type === 'failed') return this.setStatus('failed');
    if (message.type === 'indexed') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (message.type === 'error') {
      if (this.status !== 'failed') this.setStatus('failed');
      return waiting.reject(new Error(message.message));
    }
    if (this.status !== 'ready') this.setStatus('ready');
    const end = performance.now();
    // For bench/scan-time.ts (a User Timing entry costs nothing when nobody reads it).
    performance.measure('scan-recognition', { start: waiting.started, end, detail: { workerMs: message.ms } });
    waiting.resolve({ scores: message.scores, workerMs: message.ms, totalMs: end - waiting.started });
  }
}

let engine: RecognitionEngine | null = null;

export function recognitionEngine(): RecognitionEngine {
  engine ??= new RecognitionEngine();
  return engine;
}
