// The JSONP variant: a GET with `callback` answers JavaScript that calls it with the JSON.
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** Runs the answer as a browser would run the script, and returns what the callback got. */
function runScript(source: string, name: string): unknown {
  let received: unknown;
  runInNewContext(source, { [name]: (body: unknown) => (received = body) });
  return received;
}

describe('JSONP', () => {
  it('wraps the JSON answer of a GET in the callback, as JavaScript', async () => {
    const plain = await (await fetch(`${t.url}/api/base-server/simple-dict/getByName?name=langList`)).json();
    const response = await fetch(`${t.url}/api/base-server/simple-dict/getByName?name=langList&callback=__jsonp_1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/javascript');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(runScript(await response.text(), '__jsonp_1')).toEqual(plain);
  });

  it('answers 200 with success false inside, so the script still runs', async () => {
    const response = await fetch(`${t.url}/api/base-server/simple-dict/getByName?name=no-such-dict&callback=cb`);
    expect(response.status).toBe(200);
    expect(runScript(await response.text(), 'cb')).toMatchObject({ success: false, errorCode: 'BAS0000404' });
  });

  it('refuses a callback that is not a function name', async () => {
    const response = await fetch(
      `${t.url}/api/base-server/simple-dict/getByName?name=langList&callback=${encodeURIComponent('alert(1)//')}`,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'VAL0000400' });
  });

  it('leaves a GET without callback as JSON', async () => {
    const response = await fetch(`${t.url}/api/base-server/simple-dict/getByName?name=langList`);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
