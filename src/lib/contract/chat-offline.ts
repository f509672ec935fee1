// Questions the app answered offline from its downloaded places (docs/decisions/0062), as its
// outbox sends them. Not in CHAT_ENDPOINTS nor re-exported by the contract's index: only the
// chat's offline part and the server use it, so the first screen does not carry it.
import type { AssistantAnswer } from '../assistant/types';
import { PREFIX } from './envelope';
import type { Locale } from './locales';

/**
 * POST OfflineExchange -> {recorded: boolean}: stored in the session as two records (ids from
 * `offlineRecordIds`) and in the operators' exchange log (provider 'offline'). Idempotent by
 * clientId: a resend records nothing more (`recorded` false).
 */
export const CHAT_OFFLINE_ENDPOINT = `${PREFIX.open}/interact/offline`;

/** A question answered offline by the app's own assistant, as the outbox sends it. */
export interface OfflineExchange extends Pick<
  AssistantAnswer,
  'lang' | 'kind' | 'placeId' | 'pointId' | 'sources' | 'declined'
> {
  /** A random id (UUID) made on the device: the server stores a resend once. */
  clientId: string;
  sessionId: string;
  question: string;
  /** The answer as shown: markdown with its source links. */
  answer: string;
  /** The interface language when asked. */
  uiLang: Locale;
  /** When it was asked (ms since the epoch). */
  askedAt: number;
}

/** The ids of an offline exchange's question and answer records: the same on the device and the server. */
export const offlineRecordIds = (clientId: string) => ({ question: `off-${clientId}-q`, answer: `off-${clientId}-a` });

/** Whether a record is one of an answer given offline (its mark stays after a reload). */
export const isOfflineRecordId = (id: string) => id.startsWith('off-');
