// Free loopback ports and waiting for a server to answer (the cluster scripts, tests and benches).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; throws after `timeoutMs` or when `gone()` says the process exited. */
export async function waitForOk(url: string, timeoutMs: number, gone: () => string | null = () => null): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reason = gone();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
