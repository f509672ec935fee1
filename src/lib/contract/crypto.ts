// Wire contract of the encrypted envelope (spec point 7, ARCHITECTURE "The wire protocol").
//
// Request (non-GET, when the call is encrypted):
//   header `secret-hash`: hex SHA-256 of the server's public key PEM text (picks the key pair)
//   header `secret`: base64 of RSA-OAEP (SHA-256) encryption of the session key
//   body: {"iv": <16 chars>, "data": <base64 of AES-128-CBC (PKCS#7) of the JSON payload>}
// The session key and each iv are 8 random bytes written as 16 hex characters; those 16
// ASCII characters are the 16-byte AES key and iv.
// Response to an encrypted request: the same {iv, data} body, encrypted with the same
// session key and a fresh iv, with header `encrypted: 1`. Responses to requests without the
// headers are plain JSON. Every malformed envelope gets one uniform 400 answer.

export const SECRET_HASH_HEADER = 'secret-hash';
export const SECRET_HEADER = 'secret';
export const ENCRYPTED_RESPONSE_HEADER = 'encrypted';

export interface EncryptedBody {
  iv: string;
  data: string;
}

/** GET: the PEM text of the current public key (also embedded in the served index.html). */
export const PUBLIC_KEY_PATH = '/api/public-key';
/** The element of index.html that carries the public key PEM as its text. */
export const PUBLIC_KEY_ELEMENT_ID = 'server-public-key';

export const BAD_ENVELOPE_CODE = 'GTW0000400';
export const BAD_ENVELOPE_MESSAGE = 'The request could not be read. Please try again.';

export const KEY_SIZE_ERROR = 'key should be a 16 bytes string';
export const IV_SIZE_ERROR = 'iv should be a 16 bytes string';
