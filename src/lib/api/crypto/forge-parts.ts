// Only the parts of node-forge the fallback needs (RSA, PEM, SHA-256), in their own chunk.
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/pki';
import 'node-forge/lib/sha256';
import 'node-forge/lib/pkcs1';
import 'node-forge/lib/util';

export function forgeSha256(text: string): string {
  const md = forge.md.sha256.create();
  md.update(text, 'utf8');
  return md.digest().toHex();
}

export function forgeEncryptOaep(publicKeyPem: string, plaintext: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(plaintext), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}
