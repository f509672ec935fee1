// A JSON POST to the API from a chosen loopback address (Linux routes the whole 127/8 to the
// loopback interface), for the tests of per-address limits and the browser tests' logins.
import { request } from 'node:http';
import { GATEWAY } from '../../../src/lib/contract/envelope';

export interface FromReply<T> {
  status: number;
  success: boolean;
  data: T;
  errorCode: string | null;
  message: string | null;
}

export function postFrom<T>(
  localAddress: string,
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<FromReply<T>> {
  const url = new URL(`${GATEWAY}${path}`, baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let raw = '';
        res.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        res.on('end', () => {
          const parsed = JSON.parse(raw) as Omit<FromReply<T>, 'status'>;
          resolve({ status: res.statusCode ?? 0, ...parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
