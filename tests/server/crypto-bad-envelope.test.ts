// Every malformed envelope gets the same plain answer: 400 (413 for a body over 1 MB, with
// its own code), the contract's uniform message, no stack trace, nothing naming the step
// that failed; the real reason is logged with the request id.
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaStats } from '../../server/src/crypto/envelope';
import { BAD_ENVELOPE_CODE, BAD_ENVELOPE_MESSAGE, ENDPOINTS } from '../../src/lib/contract/index';
import {
  aesEncrypt,
  hex8,
  newSession,
  post,
  rsaSecret,
  seal,
  sessionHeaders,
  type Reply,
  type Session,
} from './helpers/envelope';
import { freshKeyFile, keyOf, sharedKeyFile } from './helpers/keys';
import { startTestServer, type TestServer } from './helpers/start';
import { chunkedBody } from './helpers/http';

const UNIFORM = { success: false, data: null, message: BAD_ENVELOPE_MESSAGE, errorCode: BAD_ENVELOPE_CODE };
const logLines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestServer;
let pem = '';
let otherPem = '';
let s: Session;
beforeAll(async () => {
  t = await startTestServer({ logger: pino({ level: 'debug' }, sink) });
  pem = (await keyOf(await sharedKeyFile())).publicKeyPem;
  otherPem = (await keyOf(await freshKeyFile())).publicKeyPem;
  s = newSession(pem);
});
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  headers: Record<string, string>;
  body: unknown;
}

const withBody = (body: unknown): Attempt => ({ headers: sessionHeaders(s), body });
const sealedWith = (plain: string | Buffer, autoPadding = true): Attempt => {
  const iv = hex8();
  return withBody({ iv, data: aesEncrypt(plain, s.key, iv, autoPadding) });
};
const withSecret = (secret: string, secretHash = s.secretHash): Attempt => {
  const iv = hex8();
  return { headers: { 'secret-hash': secretHash, secret }, body: { iv, data: aesEncrypt('{}', s.key, iv) } };
};

const cases: [string, () => Attempt][] = [
  ['only the secret-hash header', () => ({ headers: { 'secret-hash': s.secretHash }, body: seal({}, s) })],
  ['only the secret header', () => ({ headers: { secret: s.secret }, body: seal({}, s) })],
  ['an empty secret header', () => ({ headers: { 'secret-hash': s.secretHash, secret: '' }, body: seal({}, s) })],
  [
    'an unknown secret-hash (another key)',
    () => {
      const other = newSession(otherPem, s.key);
      return { headers: sessionHeaders(other), body: seal({}, other) };
    },
  ],
  ['secret-hash of the right key in capitals', () => withSecret(s.secret, s.secretHash.toUpperCase())],
  ['a secret that is not base64', () => withSecret(`${s.secret.slice(0, -4)}!!!!`)],
  [
    'a secret in URL-safe base64',
    () => withSecret(s.secret.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')),
  ],
  ['a secret encrypted under another key', () => withSecret(rsaSecret(otherPem, s.key))],
  [
    'a secret with PKCS#1 v1.5 padding instead of OAEP',
    () =>
      withSecret(
        publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(s.key)).toString('base64'),
      ),
  ],
  ['a secret of random bytes', () => withSecret(randomBytes(256).toString('base64'))],
  ['a secret too short for the key', () => withSecret(randomBytes(16).toString('base64'))],
  ['a session key of 15 characters', () => withSecret(rsaSecret(pem, hex8().slice(1)))],
  ['a session key of 17 characters', () => withSecret(rsaSecret(pem, `${hex8()}0`))],
  [
    'a session key of 16 bytes that are not characters',
    () => withSecret(rsaSecret(pem, randomBytes(16).fill(0x80, 0, 1))),
  ],
  ['no iv', () => withBody({ data: seal({}, s).data })],
  ['an iv of 15 characters', () => withBody({ ...seal({}, s), iv: hex8().slice(1) })],
  ['an iv of 16 non-ASCII characters', () => withBody({ ...seal({}, s), iv: '密'.repeat(16) })],
  ['an iv that is a number', () => withBody({ ...seal({}, s), iv: 1234567890123456 })],
  ['data that is not base64', () => withBody({ iv: hex8(), data: 'not base64 at all!' })],
  ['no data', () => withBody({ iv: hex8() })],
  ['empty data', () => withBody({ iv: hex8(), data: '' })],
  ['data not a whole number of blocks', () => withBody({ iv: hex8(), data: randomBytes(24).toString('base64') })],
  // One block each (no automatic padding): the last byte says 0, then 3 after 1 and 2.
  ['bad padding (pad byte 0)', () => sealedWith(Buffer.from(`${'{"a":1}'.padEnd(15)}\x00`), false)],
  ['bad padding (pad bytes disagree)', () => sealedWith(Buffer.from(`${'{"a":1}'.padEnd(13)}\x01\x02\x03`), false)],
  ['plaintext that is not JSON', () => sealedWith('position=home')],
  ['plaintext that is not UTF-8', () => sealedWith(Buffer.from([0x22, 0xff, 0xfe, 0x22]))],
  ['a body that is not JSON', () => withBody('{"iv": "0123456789abcdef", "data": ')],
  ['a body that is JSON null', () => withBody('null')],
  ['a body that is a JSON array', () => withBody(JSON.stringify([seal({}, s)]))],
  ['an empty body', () => withBody('')],
];

async function expectUniform(reply: Reply, status = 400, errorCode = BAD_ENVELOPE_CODE): Promise<void> {
  expect(reply.status).toBe(status);
  expect(JSON.parse(reply.text)).toEqual({ ...UNIFORM, errorCode });
  expect(reply.encrypted).toBe(false);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.text).not.toMatch(/\bat .*:\d+|Error|stack|\.ts\b/);
}

describe('malformed envelopes', () => {
  it.each(cases)('%s: the uniform 400', async (_name, make) => {
    const { headers, body } = make();
    await expectUniform(await post(t.url, ENDPOINTS.bannerList, headers, body));
  });

  it('a body over 1 MB: 413 with its code, in the same shape', async () => {
    const big = { iv: hex8(), data: 'A'.repeat(1024 * 1024 + 16) };
    await expectUniform(await post(t.url, ENDPOINTS.bannerList, sessionHeaders(s), big), 413, 'GTW0000413');
  });

  it('a chunked body over 1 MB (no Content-Length): the same 413', async () => {
    const body = chunkedBody(JSON.stringify({ iv: hex8(), data: 'A'.repeat(1024 * 1024 + 16) }));
    const res = await fetch(`${t.url}/api${ENDPOINTS.bannerList}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sessionHeaders(s) },
      body,
      duplex: 'half',
    } as RequestInit);
    const reply = {
      status: res.status,
      headers: res.headers,
      text: await res.text(),
      encrypted: res.headers.has('encrypted'),
    };
    await expectUniform(reply, 413, 'GTW0000413');
  });

  it('logs the real reason with the request id, and never answers 500', async () => {
    const reply = await post(t.url, ENDPOINTS.bannerList, { 'secret-hash': s.secretHash }, seal({}, s));
    const id = reply.headers.get('x-request-id');
    const line = logLines.find((l) => l.reqId === id && l.msg === 'bad encrypted envelope');
    expect(line).toMatchObject({ level: 40, reason: 'secret-hash or secret header missing' });
    expect(logLines.some((l) => l.level === 50)).toBe(false);
  });

  it('spends one RSA attempt on an unknown secret-hash too (one failure path)', async () => {
    const before = rsaStats.decryptions;
    await expectUniform(
      await post(t.url, ENDPOINTS.bannerList, withSecret(s.secret, 'f'.repeat(64)).headers, seal({}, s)),
    );
    await expectUniform(
      await post(t.url, ENDPOINTS.bannerList, withSecret(rsaSecret(otherPem, s.key)).headers, seal({}, s)),
    );
    expect(rsaStats.decryptions - before).toBe(2);
  });

  it('caches no failure: the same bad secret costs RSA again', async () => {
    const bad = withSecret(rsaSecret(otherPem, s.key));
    const before = rsaStats.decryptions;
    for (let i = 0; i < 2; i++) await expectUniform(await post(t.url, ENDPOINTS.bannerList, bad.headers, bad.body));
    expect(rsaStats.decryptions - before).toBe(2);
  });

  it('a good envelope still works after all that, padded by hand as well', async () => {
    const reply = await post(t.url, ENDPOINTS.bannerList, sessionHeaders(s), seal({ position: 'home' }, s));
    expect(reply.status).toBe(200);
    expect(reply.encrypted).toBe(true);
    const { headers, body } = sealedWith(Buffer.from(`{"a":1}${'\x09'.repeat(9)}`), false);
    expect((await post(t.url, ENDPOINTS.bannerList, headers, body)).status).toBe(200);
  });
});
