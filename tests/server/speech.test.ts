// Voice input's server fallback: with no speech provider configured it says so (503), so the
// app can tell the visitor that voice input is unavailable instead of failing silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/index';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('speech recognition', () => {
  it('answers 503 CHT0000503 while no speech provider is configured, and is documented', async () => {
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(64)], { type: 'audio/webm' }), 'voice.webm');
    form.append('lang', 'en');
    const response = await fetch(`${t.url}/api${CHAT_ENDPOINTS.speechToText}`, { method: 'POST', body: form });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      success: false,
      errorCode: 'CHT0000503',
      message: expect.stringMatching(/unavailable/),
    });
    const openapi = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toContain(`/api${CHAT_ENDPOINTS.speechToText}`);
  });
});
