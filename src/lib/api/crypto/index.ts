export { sealPayload, openBody } from './envelope';
export { CryptoSessions, type CryptoSession } from './session';
export { readEmbeddedOrFetchPublicKey } from './public-key';
