// POST machine-translation: stored translations first, then those a provider gave before
// (kept in the database), then the plugged-in provider, a real LibreTranslate-speaking HTTP
// server on 127.0.0.1 here. Bad input and a failing provider get clear errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type MachineTranslationResult } from '../../src/lib/contract/index';
import { startFakeLibreTranslate, type FakeLibreTranslate } from './helpers/fake-libretranslate';
import { failure, postJson } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

const translate = (t: TestServer, body: unknown, raw?: string) =>
  postJson<MachineTranslationResult>(t.url, ENDPOINTS.machineTranslation, body, raw);

describe('without a provider (the default)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ translationProviderUrl: null });
  });
  afterAll(() => t?.close());

  it('answers from the translations stored with the content', async () => {
    const fr = await translate(t, { from: 'en', to: 'fr', texts: ['Narration text'] });
    expect(fr.status).toBe(200);
    expect(fr.body.data).toEqual({ to: 'fr', texts: ['Texte de la narration'], provider: 'stored' });
    const hant = await translate(t, { from: 'cn', to: 'zh-Hant', texts: ['讲解词'] });
    expect(hant.body.data?.texts).toEqual(['講解詞']);
  });

  it('gives null, in place, for what is not stored', async () => {
    const reply = await translate(t, { from: 'en', to: 'fr', texts: ['Not stored anywhere', 'Narration text'] });
    expect(reply.body.data).toEqual({ to: 'fr', texts: [null, 'Texte de la narration'], provider: 'stored' });
    const none = await translate(t, { from: 'en', to: 'de', texts: ['Narration text'] });
    expect(none.body.data).toEqual({ to: 'de', texts: [null], provider: 'none' });
  });

  it.each([
    ['the same locale twice', { from: 'en', to: 'en', texts: ['x'] }, 'to'],
    ['an unknown locale', { from: 'en', to: 'xx', texts: ['x'] }, 'to'],
    ['no texts', { from: 'en', to: 'fr', texts: [] }, 'texts'],
    ['51 texts', { from: 'en', to: 'fr', texts: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'texts'],
    ['a text of 5001 characters', { from: 'en', to: 'fr', texts: ['x'.repeat(5001)] }, 'texts'],
    ['an empty text', { from: 'en', to: 'fr', texts: [''] }, 'texts'],
    ['texts that are not strings', { from: 'en', to: 'fr', texts: [1, 2] }, 'texts'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const reply = await translate(t, body);
    expect(failure(reply)).toMatchObject({ status: 400, success: false, errorCode: 'VAL0000400' });
    expect(reply.body.message).toContain(field);
  });

  it('refuses malformed JSON with 400', async () => {
    const reply = await translate(t, null, '{"from": "en", ');
    expect(failure(reply)).toMatchObject({ status: 400, errorCode: 'VAL0000400' });
  });
});

describe('with a LibreTranslate provider', () => {
  let t: TestServer;
  let vendor: FakeLibreTranslate;
  beforeAll(async () => {
    vendor = await startFakeLibreTranslate();
    t = await startTestServer({ translationProviderUrl: vendor.url });
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
  });

  it('asks the provider only for what is not stored, once, with its language codes, and keeps the answers', async () => {
    vendor.mode = 'ok';
    vendor.calls.length = 0;
    const texts = ['Narration text', 'The west gate opens at eight.', 'The west gate opens at eight.'];
    const first = await translate(t, { from: 'en', to: 'fr', texts });
    expect(first.body.data).toEqual({
      to: 'fr',
      texts: ['Texte de la narration', '[fr] The west gate opens at eight.', '[fr] The west gate opens at eight.'],
      provider: 'stored+libretranslate',
    });
    expect(vendor.calls).toEqual([
      { q: ['The west gate opens at eight.'], source: 'en', target: 'fr', format: 'text' },
    ]);

    const again = await translate(t, { from: 'en', to: 'fr', texts: ['The west gate opens at eight.'] });
    expect(again.body.data?.texts).toEqual(['[fr] The west gate opens at eight.']);
    expect(vendor.calls).toHaveLength(1);

    await translate(t, { from: 'cn', to: 'zh-Hant', texts: ['西门八点开放。'] });
    expect(vendor.calls.at(-1)).toMatchObject({ source: 'zh', target: 'zt' });
  });

  it('answers 502 MOB0000502 when the provider refuses or answers in the wrong shape, and keeps nothing', async () => {
    for (const mode of ['error', 'wrong-shape'] as const) {
      vendor.mode = mode;
      const reply = await translate(t, { from: 'en', to: 'de', texts: [`Failing in ${mode}`] });
      expect(failure(reply)).toMatchObject({ status: 502, success: false, errorCode: 'MOB0000502' });
      expect(reply.body.message).toMatch(/translation provider/);
    }
    vendor.mode = 'ok';
    const later = await translate(t, { from: 'en', to: 'de', texts: ['Failing in error'] });
    expect(later.body.data?.texts).toEqual(['[de] Failing in error']);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const unreachable = await startTestServer({ translationProviderUrl: 'http://127.0.0.1:9/' });
    try {
      const reply = await translate(unreachable, { from: 'en', to: 'ja', texts: ['Hello'] });
      expect(failure(reply)).toMatchObject({ status: 502, errorCode: 'MOB0000502' });
      expect(reply.body.message).toContain('unreachable');
    } finally {
      await unreachable.close();
    }
  });
});
