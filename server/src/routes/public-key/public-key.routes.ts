import { createRoute, z } from '@hono/zod-openapi';
import { GATEWAY, PUBLIC_KEY_PATH } from '@contract';
import { errorResponses, okResponse } from '../../lib/schemas';

export const PublicKeySchema = z
  .object({
    publicKey: z
      .string()
      .openapi({ description: 'SPKI PEM text of the current RSA-2048 public key (no trailing newline)' }),
    secretHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .openapi({ description: 'Hex SHA-256 of exactly the publicKey text: the secret-hash header' }),
  })
  .openapi('PublicKey');

export const publicKey = createRoute({
  method: 'get',
  path: PUBLIC_KEY_PATH.slice(GATEWAY.length),
  tags: ['crypto'],
  summary: 'The public key that encrypts the session key of non-GET bodies',
  description:
    'Non-GET bodies may be sent as {iv, data} (AES-128-CBC) with headers secret-hash and secret ' +
    '(RSA-OAEP SHA-256 of a 16-character session key, base64); the JSON answer then comes back ' +
    'encrypted with header encrypted: 1. Any unreadable envelope answers 400 GTW0000400.',
  responses: {
    200: okResponse(PublicKeySchema, 'The current public key and its hash'),
    500: errorResponses[500],
  },
});

export type PublicKeyRoute = typeof publicKey;
