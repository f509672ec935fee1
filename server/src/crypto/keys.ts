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
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Reads one private key PEM (PKCS#8 or PKCS#1); throws naming the file when it is not RSA-2048+. */
export async function readKeyPair(file: string): Promise<KeyPair> {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(await readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`RSA key file ${file} cannot be read as a PEM private key: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < RSA_MODULUS_BITS) {
    throw new Error(`RSA key file ${file} must hold an RSA key of at least ${RSA_MODULUS_BITS} bits`);
  }
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString().trim();
  return { publicKeyPem, secretHash: sha256Hex(publicKeyPem), privateKey, file };
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
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: RSA_MODULUS_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
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
  const pairs = await Promise.all(files.map(readKeyPair));
  const byHash = new Map<string, KeyPair>();
  for (const pair of pairs) if (!byHash.has(pair.secretHash)) byHash.set(pair.secretHash, pair);
  return { current: pairs[0] as KeyPair, byHash };
}
