// The narration's recording and transcript in the visitor's language: their recording with
// their text; where their recording is missing, the original language's recording under their
// text or its translation (never English beside a Japanese recording, never speech while a
// recording exists); speech only with no recording at all; the guide's track its own files.
import { describe, expect, it } from 'vitest';
import type { ExplanationPointT, Locale, LocalizedTextT } from '@contract';
import { recordingSource, resolveNarration } from './narration-source';

const file = (url: string, extra: object = {}) => ({ url, bytes: 1000, durationSec: 30, ...extra });
const point = {
  id: 'p1',
  narration: { cn: '官方讲解。', en: 'Official talk.', th: 'คำบรรยาย' },
  audio: {
    cn: file('/media/audio/p1.cn.mp3'),
    en: file('/media/audio/p1.en.mp3'),
    ja: file('/media/audio/p1.ja.mp3', { synthetic: true }),
  },
  guideNarration: {
    guideId: 'g1',
    narration: { cn: '导游讲解。', en: 'Guide talk.' },
    audio: { cn: file('/media/audio/p1.guide.cn.mp3') },
  },
} as unknown as ExplanationPointT;

/** A translator that answers in the target language, as the server's does. */
const translate = async (text: LocalizedTextT, to: Locale) => `[${to}] ${text.en}`;
const none = async () => null;

describe('the narration in the visitor language', () => {
  it('plays their recording with their text, translated where the content lacks it', async () => {
    expect(await resolveNarration(point, 'official', 'ja', translate)).toMatchObject({
      mode: 'audio',
      url: '/media/audio/p1.ja.mp3',
      audioLocale: 'ja',
      synthetic: true,
      text: '[ja] Official talk.',
      textLocale: 'ja',
      machine: true,
    });
    expect(recordingSource(point, 'official', 'ja')).toMatchObject({ url: '/media/audio/p1.ja.mp3', view: null });
  });

  it('plays the original-language recording under their own text where theirs is missing', async () => {
    expect(await resolveNarration(point, 'official', 'th', translate)).toMatchObject({
      mode: 'audio',
      url: '/media/audio/p1.cn.mp3',
      audioLocale: 'cn',
      synthetic: false,
      text: 'คำบรรยาย',
      textLocale: 'th',
      machine: false,
    });
  });

  it('keeps the recording when no translation can be had, with the English text', async () => {
    expect(await resolveNarration(point, 'official', 'ko', none)).toMatchObject({
      mode: 'audio',
      url: '/media/audio/p1.cn.mp3',
      text: 'Official talk.',
      textLocale: 'en',
      machine: false,
    });
  });

  it("plays the guide's own recording, falling back the same way", async () => {
    expect(await resolveNarration(point, 'guide', 'de', translate)).toMatchObject({
      mode: 'audio',
      url: '/media/audio/p1.guide.cn.mp3',
      text: '[de] Guide talk.',
      textLocale: 'de',
    });
  });

  it('speaks only where there is no recording in any language', async () => {
    const silent = { ...point, audio: {}, guideNarration: null } as unknown as ExplanationPointT;
    expect(await resolveNarration(silent, 'official', 'fr', translate)).toMatchObject({
      mode: 'speech',
      text: '[fr] Official talk.',
      textLocale: 'fr',
      synthetic: true,
    });
    expect(await resolveNarration(silent, 'guide', 'fr', translate)).toBeNull();
  });
});
