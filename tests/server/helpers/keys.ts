// RSA key files for the server tests. Every test server gets the one shared key (generated
// once into the temp folder and reused), so no test writes into the repository's ./data.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureKeyFile, readKeyPair, type KeyPair } from '../../../server/src/crypto/keys';

let shared: Promise<string> | undefined;

/** The PEM file of the key every startTestServer uses unless told otherwise. */
export function sharedKeyFile(): Promise<string> {
  shared ??= (async () => {
    const file = join(tmpdir(), 'scenic-guide-server-tests', 'test-key.pem');
    await ensureKeyFile(file);
    return file;
  })();
  return shared;
}

/** A fresh RSA-2048 key in its own temp folder. */
export async function freshKeyFile(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'guide-key-')), 'key.pem');
  await ensureKeyFile(file);
  return file;
}

/** What a client knows of a key file (the PEM text as served, its hash) plus the private key. */
export const keyOf = (file: string): Promise<KeyPair> => readKeyPair(file);

export const fileText = (file: string) => readFileSync(file, 'utf8');
