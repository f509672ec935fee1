// npm run content:translate's work (content/scripts/lib/translate-content.ts) on a copy of
// the fixture content, against local HTTP stand-ins of the two translation protocols: a
// LibreTranslate-compatible server and an OpenAI-compatible chat model. Missing and stale
// texts are translated with a glossary of names; timeouts, 5xx and answers of the wrong
// shape store nothing for that batch and leave every file whole.
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countTodo, translateContent } from '../../content/scripts/lib/translate-content';
import { readTranslations, sourceHash } from '../../content/scripts/lib/content-texts';
import { createLibreTranslateProvider } from '../../server/src/providers/translation/libretranslate';
import { createLlmTranslationProvider } from '../../server/src/providers/translation/openai-chat';
import { startFakeLibreTranslate, type FakeLibreTranslate } from './helpers/fake-libretranslate';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { FIXTURE_CONTENT } from './helpers/paths';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();
const PLACE = 'fx-yellow-mountain';

function contentCopy(): string {
  const dir = tempDir('content-translate-');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return dir;
}

/** Every file under translations/, with its bytes: what a failed run must leave alone. */
function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = join(root, 'translations');
  for (const locale of readdirSync(dir)) {
    for (const name of readdirSync(join(dir, locale)))
      out[`${locale}/${name}`] = readFileSync(join(dir, locale, name), 'utf8');
  }
  return out;
}

describe('with a LibreTranslate-compatible provider', () => {
  let fake: FakeLibreTranslate;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.calls.length = 0;
  });

  it('fills every missing text of a locale, and re-makes a stale one', async () => {
    const root = contentCopy();
    // The fixture's French narration of fx-ym-1 was made from its current English text; make
    // it stale by editing that English text.
    const file = join(root, 'places/scenic', `${PLACE}.json`);
    const place = JSON.parse(readFileSync(file, 'utf8')) as { points: { id: string; narration: { en: string } }[] };
    place.points.find((p) => p.id === 'fx-ym-1')!.narration.en = 'An edited narration';
    writeFileSync(file, JSON.stringify(place));
    expect(countTodo(['fr'], root).fr).toBeGreaterThan(0);

    const provider = createLibreTranslateProvider(fake.url);
    const summary = await translateContent({ provider, locales: ['fr'], root });
    expect(summary.failures).toEqual([]);
    expect(countTodo(['fr'], root)).toEqual({});
    const entry = readTranslations('fr', PLACE, root)['points.fx-ym-1.narration']!;
    expect(entry).toMatchObject({
      from: 'en',
      text: '[fr] An edited narration',
      review: 'machine',
      by: 'libretranslate',
    });
    expect(entry.sourceHash).toBe(sourceHash('An edited narration'));
    expect(fake.calls.every((c) => c.source === 'en' && c.target === 'fr')).toBe(true);
  });

  it('translates Traditional Chinese from the Chinese text where there is one', async () => {
    const root = contentCopy();
    await translateContent({ provider: createLibreTranslateProvider(fake.url), locales: ['zh-Hant'], root });
    expect(fake.calls.every((c) => c.target === 'zt')).toBe(true);
    const tips = readTranslations('zh-Hant', PLACE, root)['area.tips']!;
    expect(tips).toMatchObject({ from: 'cn', text: '[zt] 穿舒适的鞋' });
    expect(countTodo(['zh-Hant'], root)).toEqual({});
  });

  it.each([
    ['an error status', 'error' as const, /answered 429/],
    ['an answer of the wrong shape', 'wrong-shape' as const, /wrong shape/],
    ['no answer before the timeout', 'hang' as const, /unreachable|abort|timeout/i],
  ])('stores nothing and says why on %s', async (_, mode, reason) => {
    const root = contentCopy();
    const before = snapshot(root);
    fake.mode = mode;
    const summary = await translateContent({
      provider: createLibreTranslateProvider(fake.url, undefined, 300),
      locales: ['de'],
      root,
    });
    expect(summary.stored).toBe(0);
    expect(summary.failures.length).toBeGreaterThan(0);
    expect(summary.failures[0]).toMatch(reason);
    expect(snapshot(root)).toEqual(before);
    expect(existsSync(join(root, 'translations/de'))).toBe(false);
  });
});

describe('with an OpenAI-compatible chat model', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.calls.length = 0;
  });

  const provider = (timeoutMs = 5000) =>
    createLlmTranslationProvider({ baseUrl: fake.url, model: 'translator', timeoutMs });

  it('asks for faithful translations with the glossary of names, and stores the array it answers', async () => {
    const root = contentCopy();
    fake.script = (call) => {
      const texts = JSON.parse(call.body.messages.at(-1)!.content) as string[];
      const answer = JSON.stringify(texts.map((t) => `(ja) ${t}`));
      // Sent in pieces, the way a model streams.
      return { deltas: [{ content: answer.slice(0, 5) }, { content: answer.slice(5) }] };
    };
    const summary = await translateContent({ provider: provider(), locales: ['ja'], root });
    expect(summary.failures).toEqual([]);
    expect(countTodo(['ja'], root)).toEqual({});
    const system = fake.calls[0]!.body.messages[0]!.content;
    expect(system).toContain('into Japanese');
    expect(system).toMatch(/faithfully and completely/);
    // The place's own Japanese name is in the glossary.
    const place = JSON.parse(readFileSync(join(root, 'places/scenic', `${PLACE}.json`), 'utf8')) as {
      area: { name: { en: string; ja: string } };
    };
    expect(fake.calls.map((c) => c.body.messages[0]!.content).join('\n')).toContain(
      `${place.area.name.en} → ${place.area.name.ja}`,
    );
    expect(readTranslations('ja', PLACE, root)['area.tips']).toMatchObject({
      text: '(ja) Wear comfortable shoes',
      by: 'openai-compatible',
    });
  });

  it.each([
    ['a 5xx', { status: 503, deltas: [] }, /answered 503/],
    ['prose instead of the array', { deltas: [{ content: 'Sure! Here are your translations.' }] }, /JSON array/],
    ['a cut connection', { deltas: [{ content: '["a' }, { content: 'b' }], cutAfter: 1 }, /cut/],
    ['no end before the timeout', { deltas: [{ content: ' ' }], endless: true, intervalMs: 50 }, /within 300 ms/],
  ])('stores nothing and says why on %s', async (_, script, reason) => {
    const root = contentCopy();
    const before = snapshot(root);
    fake.script = () => script;
    const summary = await translateContent({ provider: provider(300), locales: ['ko'], root, batchTexts: 50 });
    expect(summary.stored).toBe(0);
    expect(summary.failures[0]).toMatch(reason);
    expect(snapshot(root)).toEqual(before);
  });
});
