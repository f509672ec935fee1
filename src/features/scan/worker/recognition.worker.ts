// The scan's recognition worker: loads OpenCV.js (importScripts: the library is a classic
// script), keeps the index of the current references, and answers each picture with the
// exhibits it may show, scored. Off the main thread so the live camera never stutters.
import { SCAN_ENGINE_URL } from '@/lib/scan-engine';
import { decodeFeatures } from '../lib/vision/feature-codec';
import type { Cv } from '../lib/vision/opencv';
import { buildIndex, type MatchIndex, type Reference } from '../lib/vision/recognise';
import { recognisePicture } from '../lib/vision/recognise-picture';
import type { FromWorker, MuseumReferences, ToWorker } from './protocol';

declare function importScripts(...urls: string[]): void;

const scope = globalThis as unknown as {
  cv?: Cv & { onRuntimeInitialized?: () => void };
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

// The library's module object is a thenable (an old Emscripten `then`) that resolves to itself:
// handed to a promise as is, the promise never settles. It travels in a box.
let opencv: Promise<{ cv: Cv }> | null = null;
let index: MatchIndex | null = null;

function loadOpenCv(): Promise<{ cv: Cv }> {
  opencv ??= new Promise<{ cv: Cv }>((resolve, reject) => {
    try {
      importScripts(SCAN_ENGINE_URL);
    } catch (error) {
      opencv = null; // offline and never kept: try again on the next picture
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const cv = scope.cv;
    if (!cv) return reject(new Error('OpenCV.js did not load'));
    if (typeof cv.Mat === 'function') resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return opencv;
}

function referencesOf(museums: MuseumReferences[]): Reference[] {
  return museums.flatMap((m) =>
    m.exhibits.flatMap((e) =>
      e.pictures.map((p) => ({ pointId: e.pointId, museumId: m.museumId, features: decodeFeatures(p) })),
    ),
  );
}

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'load':
      try {
        await loadOpenCv();
        scope.postMessage({ type: 'ready' });
      } catch (error) {
        scope.postMessage({ type: 'failed', message: String(error) });
      }
      return;
    case 'references': {
      const refs = referencesOf(message.museums);
      index = buildIndex(refs);
      scope.postMessage({ type: 'indexed', key: message.key, exhibits: index.exhibits.length, pictures: refs.length });
      return;
    }
    case 'recognise':
      try {
        const started = performance.now();
        const { cv } = await loadOpenCv();
        const image = { data: new Uint8ClampedArray(message.pixels), width: message.width, height: message.height };
        const scores = index ? recognisePicture(cv, index, image, message.looks).slice(0, 5) : [];
        scope.postMessage({ type: 'result', id: message.id, scores, ms: performance.now() - started });
      } catch (error) {
        scope.postMessage({ type: 'error', id: message.id, message: String(error) });
      }
  }
}

scope.onmessage = (event) => void handle(event.data);
