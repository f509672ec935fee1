// Messages between the scan screen and its recognition worker.
import type { ExhibitFeaturesEntryT } from '@contract';
import type { ExhibitScore } from '../lib/vision/recognise';
import type { Looks } from '../lib/vision/recognise-picture';

export interface MuseumReferences {
  museumId: string;
  exhibits: ExhibitFeaturesEntryT[];
}

export type ToWorker =
  | { type: 'load' }
  | { type: 'references'; key: string; museums: MuseumReferences[] }
  | { type: 'recognise'; id: number; width: number; height: number; pixels: ArrayBuffer; looks: Looks };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'indexed'; key: string; exhibits: number; pictures: number }
  | { type: 'result'; id: number; scores: ExhibitScore[]; ms: number }
  | { type: 'error'; id: number; message: string };
