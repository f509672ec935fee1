// A copy of content/ where West Lake's first stop is voiced in Japanese and Thai (official) and
// in Japanese (its gold-medal guide's), with its own Japanese and Thai texts, so the player's
// choice of recording is tested whatever the repository's voicing holds. The files are the
// Chinese recordings under the new names (only their address matters here); the Thai one is
// marked synthetic. The stored translations are left out: every other text in another
// language comes from the translation stand-in, tagged "[<locale>] ".
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AllLocalesTextT, ExplanationPointT, GuideT, ScenicAreaT } from '../../../src/lib/contract';

export const VOICED = {
  place: 'hz-west-lake',
  /** Voiced in ja and th; its guide's narration in ja. */
  first: 'hz-west-lake-01',
  /** Recorded in cn and en only. */
  second: 'hz-west-lake-02',
  guide: 'g-lin-yingxue',
  /** The guide's other stop here, its recordings in cn and en only. */
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
    copy(audio.cn!.url, url);
    audio[locale] = { ...audio.cn!, url, ...(synthetic ? { synthetic } : {}) };
  };
  voice(first.audio, 'ja');
  voice(first.audio, 'th', true);
  voice(guide.audio, 'ja');
  first.narration = { ...first.narration!, ja: VOICED.ja, th: VOICED.th };
  writeFileSync(file, JSON.stringify(place));
  const guides = JSON.parse(readFileSync(join(dir, 'guides.json'), 'utf8')) as GuideT[];
  return { dir, ...place, guideName: guides.find((g) => g.id === VOICED.guide)!.name };
}
