import { CryptoSessions, readEmbeddedOrFetchPublicKey } from './crypto';

/** The page's encryption sessions: one session key until the server refuses it. */
export const cryptoSessions = new CryptoSessions(readEmbeddedOrFetchPublicKey);
