// The embedded voice (eSpeak NG and LAME, both in WASM): one short sentence per locale gives a
// playable mono MP3 at 11.025 kHz, 8 kbit/s, as long as such a sentence takes to say. Japanese
// goes through its kana reading, without which eSpeak says "Chinese letter" for every kanji.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/lib/contract/locales';
import { createEmbeddedVoiceProvider } from '../../server/src/providers/voice/embedded';
import { toKana, toThaiWords } from '../../server/src/providers/voice/espeak-voices';
import { readMp3 } from '../../server/src/providers/voice/mp3-frames';
import type { VoiceProvider } from '../../server/src/providers/voice/voice-provider';

// "West Lake is in Hangzhou and has three hills around it." in each locale.
const SENTENCES: Record<Locale, string> = {
  cn: '西湖位于杭州，三面环山。',
  en: 'West Lake is in Hangzhou, with hills on three sides.',
  fr: 'Le lac de l’Ouest est à Hangzhou, entouré de collines sur trois côtés.',
  ru: 'Западное озеро находится в Ханчжоу, с трёх сторон его окружают горы.',
  'zh-Hant': '西湖位於杭州，三面環山。',
  vi: 'Hồ Tây nằm ở Hàng Châu, ba mặt có núi bao quanh.',
  th: 'ทะเลสาบตะวันตกอยู่ที่หางโจว มีภูเขาล้อมรอบสามด้าน',
  ja: '西湖は杭州にあり、三方を山に囲まれています。',
  ko: '서호는 항저우에 있으며 삼면이 산으로 둘러싸여 있습니다.',
  ms: 'Tasik Barat terletak di Hangzhou, dikelilingi bukit di tiga sisi.',
  de: 'Der Westsee liegt in Hangzhou und ist auf drei Seiten von Hügeln umgeben.',
};

let provider: VoiceProvider;
beforeAll(async () => {
  provider = await createEmbeddedVoiceProvider();
});
afterAll(() => provider?.close());

describe('the embedded voice', () => {
  it.each(LOCALES)('speaks %s as a small mono MP3 of plausible length', async (locale) => {
    const speech = await provider.synthesize(SENTENCES[locale], locale);
    const mp3 = readMp3(speech.audio);
    expect(mp3).toMatchObject({ sampleRate: 11025, frameShare: 1 });
    expect(speech.durationSec).toBe(mp3!.durationSec);
    // A sentence of this length takes 2 to 7 s to say; silence or spelled-out codes do not.
    expect(speech.durationSec).toBeGreaterThan(1.5);
    expect(speech.durationSec).toBeLessThan(7);
    // 8 kbit/s: 1000 bytes a second.
    expect(speech.audio.length / speech.durationSec).toBeCloseTo(1000, -2);
  });

  it('reads Japanese kanji through their kana, as long as the kana sentence takes', async () => {
    const kana = await toKana('西湖は杭州にあります。');
    expect(kana).toBe('サイコ ワ コーシュー ニ アリ マス。');
    const fromKanji = await provider.synthesize('西湖は杭州にあります。', 'ja');
    const fromKana = await provider.synthesize('さいこは こうしゅうに あります。', 'ja');
    expect(fromKanji.durationSec / fromKana.durationSec).toBeGreaterThan(0.8);
    expect(fromKanji.durationSec / fromKana.durationSec).toBeLessThan(1.25);
  });

  it('splits Thai into words', () => {
    expect(toThaiWords('ทะเลสาบตะวันตกอยู่ที่หางโจว')).toBe('ทะเลสาบ ตะวัน ตก อยู่ ที่ หาง โจว');
  });

  it('refuses an empty text', async () => {
    await expect(provider.synthesize(' ', 'en')).rejects.toMatchObject({ name: 'VoiceInputError' });
  });
});
