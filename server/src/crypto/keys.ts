// The server's RSA key pairs. Configured (RSA_PRIVATE_KEY_FILES: the first file is the
// current key, the others still decrypt, for rotation) or, without that, DATA_DIR/keys/
// current.pem, generated once on the first start (mode 0600) and reused afterwards.
// The public key is served as SPKI PEM text without surrounding whitespace; its
// `secret-hash` is the hex SHA-256 of exactly that text.
import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const RSA_MODULUS_BITS = 2048;
export const GENERATED_KEY_FILE = 'current.pem';

export interface KeyPair {
  /** SPKI PEM text of the public key, trimmed: what clients encrypt to and hash. */
  publicKeyPem: string;
  /** Hex SHA-256 of publicKeyPem: the `secret-hash` header that picks this pair. */
  secretHash: string;
  privateKey: KeyObject;
  file: string;
}

export interface KeyRing {
  /** The pair whose public key is served and embedded in index.html. */
  current: KeyPair;
  byHash: ReadonlyMap<string, KeyPair>;
  /**
   * Keys kept in the database (shared-keys.ts): reads them again and updates this ring in
   * place; true when the set changed. Absent for keys from files.
   */
  refresh?: () => Promise<boolean>;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * One private key PEM (PKCS#8 or PKCS#1) as a pair; throws naming `source` (a file, or where
 * else it came from) when it is not RSA-2048+.
 */
export function keyPairOfPem(pem: string, source: string): KeyPair {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch (err) {
    throw new Error(`RSA key ${source} cannot be read as a PEM private key: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < RSA_MODULUS_BITS) {
    throw new Error(`RSA key ${source} must hold an RSA key of at least ${RSA_MODULUS_BITS} bits`);
  }
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString().trim();
  return { publicKeyPem, secretHash: sha256Hex(publicKeyPem), privateKey, file: source };
}

/** Reads one private key PEM file; throws naming the file when it is not RSA-2048+. */
export async function readKeyPair(file: string): Promise<KeyPair> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (err) {
    throw new Error(`RSA key file ${file} cannot be read as a PEM private key: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return keyPairOfPem(pem, `file ${file}`);
}

/** A new RSA-2048 private key as PKCS#8 PEM (off the main thread). */
export async function generatePrivateKeyPem(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: RSA_MODULUS_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** A ring of `pairs`, the first current (duplicates by hash dropped). */
export function ringOf(pairs: KeyPair[]): KeyRing {
  const byHash = new Map<string, KeyPair>();
  for (const pair of pairs) if (!byHash.has(pair.secretHash)) byHash.set(pair.secretHash, pair);
  return { current: pairs[0] as KeyPair, byHash };
}

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/**
 * Makes sure `file` holds a private key: generates RSA-2048 when it is missing. The new
 * key is written to a temporary file (0600) and linked into place, so a concurrent start
 * never sees half a file and never overwrites a key another one wrote first.
 * Returns true when it generated the key.
 */
export async function ensureKeyFile(file: string): Promise<boolean> {
  try {
    await readFile(file);
    return false;
  } catch (err) {
    if (!isCode(err, 'ENOENT')) throw err;
  }
  const pem = await generatePrivateKeyPem();
  await mkdir(resolve(file, '..'), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(partial, file);
    return true;
  } catch (err) {
    if (isCode(err, 'EEXIST')) return false;
    throw err;
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}

export interface LoadKeysOptions {
  /** Configured key files, current first. Without them, `dataDir`/keys/current.pem. */
  files?: readonly string[];
  dataDir: string;
  /** Told when a key was generated (first start). */
  onGenerated?: (file: string) => void;
}

export async function loadKeyRing(options: LoadKeysOptions): Promise<KeyRing> {
  let files = options.files?.map((f) => resolve(f)) ?? [];
  if (!files.length) {
    const generated = join(resolve(options.dataDir), 'keys', GENERATED_KEY_FILE);
    if (await ensureKeyFile(generated)) options.onGenerated?.(generated);
    files = [generated];
  }
  return ringOf(await Promise.all(files.map(readKeyPair)));
}
