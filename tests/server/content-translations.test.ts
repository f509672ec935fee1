// The content's translation files (content/translations/<locale>/<source>.json) as the
// server reads them: a reviewed translation joins the catalogue as the text's own locale; a
// machine one is answered by the translation route, labelled; one made from an older source
// text (stale) is used by neither. The assistant's greeting and questions come from
// content/assistant.json in every locale that has them.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  type ExplanationPointT,
  type MachineTranslationResult,
  type ScenicAreaT,
} from '../../src/lib/contract/index';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/chat';
import { sourceHash } from '../../server/src/translation/source-hash';
import { getJson, postJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { startTestServer, type TestServer } from './helpers/start';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();
const PLACE = 'fx-yellow-mountain';

const entry = (from: string, source: string, text: string, review: 'machine' | 'reviewed') => ({
  from,
  sourceHash: sourceHash(source),
  text,
  review,
  by: 'test',
});

function write(dir: string, locale: string, source: string, entries: Record<string, unknown>) {
  mkdirSync(join(dir, 'translations', locale), { recursive: true });
  writeFileSync(join(dir, 'translations', locale, `${source}.json`), JSON.stringify(entries));
}

function contentWithTranslations(): string {
  const dir = tempDir('content-translations-');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  write(dir, 'de', PLACE, {
    // Reviewed and current: becomes the tips' own German text.
    'area.tips': entry('en', 'Wear comfortable shoes', 'Bequeme Schuhe tragen', 'reviewed'),
    // Reviewed but made from an older English narration: left out.
    'points.fx-ym-1.narration': entry('en', 'An older narration text', 'Alter Erzähltext', 'reviewed'),
  });
  write(dir, 'ja', PLACE, {
    'points.fx-ym-1.narration': entry('en', 'Narration text', '解説のテキスト', 'machine'),
    'area.tips': entry('en', 'Shoes, an older tip', '古いヒント', 'machine'),
  });
  writeFileSync(
    join(dir, 'assistant.json'),
    JSON.stringify({
      greeting: { cn: '您好', en: 'Hello' },
      questions: [{ id: 'q1', text: { cn: '黄山几点开门？', en: 'When does Huangshan open?' } }],
    }),
  );
  write(dir, 'ko', 'assistant', {
    greeting: entry('en', 'Hello', '안녕하세요', 'machine'),
    'questions.q1.text': entry('en', 'When does Huangshan open?', '황산은 몇 시에 여나요?', 'machine'),
  });
  // Thai has the greeting but not the question: it is not served half-made.
  write(dir, 'th', 'assistant', { greeting: entry('en', 'Hello', 'สวัสดี', 'machine') });
  return dir;
}

describe('content translations', () => {
  let t: TestServer;
  beforeAll(async () => {
    // A database of its own, seeded from this folder (not the fixture's template).
    t = await startTestServer({ contentDir: contentWithTranslations(), pglite: await PGlite.create() });
  });
  afterAll(() => t?.close());

  it('imports a current reviewed translation as the text itself, and not a stale one', async () => {
    const { area } = (await getJson<{ area: ScenicAreaT }>(t.url, ENDPOINTS.scenicDetail, { id: PLACE })).body.data!;
    expect(area.tips.de).toBe('Bequeme Schuhe tragen');
    const point = (await getJson<ExplanationPointT>(t.url, ENDPOINTS.pointDetail, { id: 'fx-ym-1' })).body.data!;
    expect(point.narration?.de).toBeUndefined();
    expect(point.narration?.en).toBe('Narration text');
  });

  it('answers a current machine translation and never a stale one', async () => {
    const reply = await postJson<MachineTranslationResult>(t.url, ENDPOINTS.machineTranslation, {
      from: 'en',
      to: 'ja',
      texts: ['Narration text', 'Wear comfortable shoes'],
    });
    expect(reply.body.data).toEqual({ to: 'ja', texts: ['解説のテキスト', null], provider: 'stored' });
  });

  it("gives the assistant's greeting and questions in each locale that has all of them", async () => {
    const ask = async (configKey: string, lang: string) =>
      (await postJson<{ configValue: string[] }>(t.url, CHAT_ENDPOINTS.configDetail, { configKey, lang })).body.data
        ?.configValue;
    expect(await ask('interact-default', 'ko')).toEqual(['안녕하세요']);
    expect(await ask('question-default', 'ko')).toEqual(['황산은 몇 시에 여나요?']);
    expect(await ask('interact-default', 'en')).toEqual(['Hello']);
    // Thai lacks a question's translation: not stored for Thai, so the default language answers.
    expect(await ask('interact-default', 'th')).toEqual(['您好']);
  });
});
