// Messages between the page and the offline assistant's worker.
import type { AssistantCatalogue, AssistantQuestion } from '@/lib/assistant';
import type { OfflineOutcome } from './offline-answerer';

export type ToWorker =
  /** A new catalogue (a download added, updated or deleted): build the assistant and its indexes. */
  | { type: 'load'; fingerprint: string; downloaded: AssistantCatalogue; known: AssistantCatalogue }
  | { type: 'ask'; id: number; question: AssistantQuestion };

export type FromWorker =
  { type: 'answer'; id: number; outcome: OfflineOutcome } | { type: 'failed'; id: number; message: string };
