// One sealed request body for a POST, made up front with node:crypto, so the server does all
// the per-request crypto work (session-key lookup, AES decrypt, AES encrypt of the answer).
import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';

const hex8 = () => randomBytes(8).toString('hex');

export async function sealedRequest(
  baseUrl: string,
  payload: unknown,
): Promise<{ headers: Record<string, string>; body: string }> {
  const body = (await (await fetch(`${baseUrl}/api/public-key`)).json()) as { data: { publicKey: string } };
  const pem = body.data.publicKey;
  const key = hex8();
  const iv = hex8();
  const secret = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key),
  ).toString('base64');
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  const data = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]).toString('base64');
  return {
    headers: {
      'content-type': 'application/json',
      'secret-hash': createHash('sha256').update(pem).digest('hex'),
      secret,
    },
    body: JSON.stringify({ iv, data }),
  };
}
