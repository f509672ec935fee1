// A copy of content/ whose recordings for West Lake are set for the test, whatever the
// repository's voicing holds: its first stop voiced in Japanese and Thai (official, the Thai one
// marked synthetic) with its own Japanese and Thai texts, and its guide's narration in Japanese;
// its second stop and the guide's other stop here not voiced in Japanese or Thai, so that their
// Chinese recordings play. A recording that is missing is the Chinese file under the new name
// (only its address matters here). The stored translations are left out: every other text in
// another language comes from the translation stand-in, tagged "[<locale>] ".
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AllLocalesTextT, ExplanationPointT, GuideT, ScenicAreaT } from '../../../src/lib/contract';

export const VOICED = {
  place: 'hz-west-lake',
  /** Voiced in ja and th; its guide's narration in ja. */
  first: 'hz-west-lake-01',
  /** Not recorded in ja or th (their recordings are taken out). */
  second: 'hz-west-lake-02',
  guide: 'g-lin-yingxue',
  /** The guide's other stop here, its guide recording in ja and th taken out. */
  guideSecond: 'hz-west-lake-05',
  ja: '断橋は西湖の白堤の東の端にあります。橋は実は壊れていません。',
  th: 'สะพานต้วนเฉียวอยู่ปลายด้านตะวันออกของคันทางไป๋ สะพานไม่ได้ขาดจริง',
} as const;

export interface VoicedContent {
  dir: string;
  area: ScenicAreaT;
  points: ExplanationPointT[];
  guideName: AllLocalesTextT;
}

export function writeVoicedContent(root: string): VoicedContent {
  const dir = join(root, 'content');
  cpSync('content', dir, { recursive: true });
  rmSync(join(dir, 'translations'), { recursive: true, force: true });
  mkdirSync(join(dir, 'translations'));
  const file = join(dir, 'places/scenic', `${VOICED.place}.json`);
  const place = JSON.parse(readFileSync(file, 'utf8')) as { area: ScenicAreaT; points: ExplanationPointT[] };
  const first = place.points.find((p) => p.id === VOICED.first)!;
  const guide = first.guideNarration!;
  const copy = (from: string, to: string) => copyFileSync(join(dir, from), join(dir, to));
  const voice = (audio: ExplanationPointT['audio'], locale: 'ja' | 'th', synthetic = false) => {
    const url = audio.cn!.url.replace('.cn.mp3', `.${locale}.mp3`);
    if (!audio[locale]) copy(audio.cn!.url, url);
    audio[locale] = { ...(audio[locale] ?? { ...audio.cn!, url }), synthetic };
  };
  voice(first.audio, 'ja');
  voice(first.audio, 'th', true);
  voice(guide.audio, 'ja');
  first.narration = { ...first.narration!, ja: VOICED.ja, th: VOICED.th };
  const unvoice = (audio: ExplanationPointT['audio']) => {
    delete audio.ja;
    delete audio.th;
  };
  unvoice(place.points.find((p) => p.id === VOICED.second)!.audio);
  unvoice(place.points.find((p) => p.id === VOICED.guideSecond)!.guideNarration!.audio);
  writeFileSync(file, JSON.stringify(place));
  const guides = JSON.parse(readFileSync(join(dir, 'guides.json'), 'utf8')) as GuideT[];
  return { dir, ...place, guideName: guides.find((g) => g.id === VOICED.guide)!.name };
}
