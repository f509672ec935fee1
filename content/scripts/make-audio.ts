// Speaks every narration (and every gold-medal guide's narration) with espeak-ng, encodes a small
// mono MP3 with lame, then rewrites each `audio` entry (url, bytes, durationSec) in the place JSON
// from the real files. Unchanged texts are not re-synthesised (see media/audio/.sources.json);
// pass --force to redo everything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  loadPlaces,
  savePlace,
  mediaPath,
  ensureDir,
  MEDIA_DIR,
  readJson,
  writeJson,
  type Audio,
  type Narrated,
} from './lib/catalog';
import { mp3DurationSec } from './lib/mp3';

/** espeak-ng voice and speed (words per minute) per catalogue locale. */
const VOICES: Record<string, { voice: string; speed: number }> = {
  cn: { voice: 'cmn', speed: 170 },
  en: { voice: 'en-gb', speed: 150 },
  fr: { voice: 'fr', speed: 150 },
  ru: { voice: 'ru', speed: 150 },
  'zh-Hant': { voice: 'yue', speed: 160 },
  vi: { voice: 'vi', speed: 150 },
  th: { voice: 'th', speed: 150 },
  ja: { voice: 'ja', speed: 150 },
  ko: { voice: 'ko', speed: 150 },
  ms: { voice: 'ms', speed: 150 },
  de: { voice: 'de', speed: 150 },
};
/** Small mono files: 11.025 kHz, 8 kbit/s CBR. Speech stays intelligible; ~1 KB per second. */
const LAME_ARGS = ['--quiet', '-m', 'm', '--resample', '11.025', '-b', '8'];
const SOURCES = path.join(MEDIA_DIR, 'audio', '.sources.json');

const force = process.argv.includes('--force');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'narration-'));

function fingerprint(text: string, locale: string): string {
  const v = VOICES[locale];
  return crypto
    .createHash('sha1')
    .update(JSON.stringify([text, v, LAME_ARGS]))
    .digest('hex')
    .slice(0, 16);
}

function synthesize(text: string, locale: string, out: string): void {
  const v = VOICES[locale];
  if (!v) throw new Error(`no espeak-ng voice for locale ${locale}`);
  const wav = path.join(tmp, 'speech.wav');
  const txt = path.join(tmp, 'speech.txt');
  fs.writeFileSync(txt, text);
  execFileSync('espeak-ng', ['-v', v.voice, '-s', String(v.speed), '-f', txt, '-w', wav], { stdio: 'pipe' });
  ensureDir(out);
  execFileSync('lame', [...LAME_ARGS, wav, out], { stdio: 'pipe' });
}

function audioFor(
  n: Narrated,
  base: string,
  sources: Record<string, string>,
  stats: { made: number; kept: number },
): Record<string, Audio> {
  const audio: Record<string, Audio> = {};
  for (const [locale, text] of Object.entries(n.narration)) {
    if (!text || !VOICES[locale]) continue;
    const url = `/media/audio/${base}.${locale}.mp3`;
    const file = mediaPath(url);
    const fp = fingerprint(text, locale);
    if (force || !fs.existsSync(file) || sources[url] !== fp) {
      synthesize(text, locale, file);
      sources[url] = fp;
      stats.made++;
    } else {
      stats.kept++;
    }
    audio[locale] = {
      url,
      bytes: fs.statSync(file).size,
      durationSec: Math.round(mp3DurationSec(file) * 10) / 10,
    };
  }
  return audio;
}

export function makeAudio(): { files: number; bytes: number; made: number; kept: number } {
  const sources: Record<string, string> = fs.existsSync(SOURCES) ? readJson(SOURCES) : {};
  const stats = { made: 0, kept: 0 };
  const used = new Set<string>();
  let bytes = 0;
  for (const pf of loadPlaces()) {
    for (const p of pf.points) {
      p.audio = audioFor(p, p.id, sources, stats);
      if (p.guideNarration) p.guideNarration.audio = audioFor(p.guideNarration, `${p.id}.guide`, sources, stats);
      for (const a of [...Object.values(p.audio), ...Object.values(p.guideNarration?.audio ?? {})]) {
        used.add(a.url);
        bytes += a.bytes;
      }
    }
    savePlace(pf);
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  // Drop files no narration refers to any more.
  const dir = path.join(MEDIA_DIR, 'audio');
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.mp3'))) {
    if (!used.has(`/media/audio/${f}`)) fs.rmSync(path.join(dir, f));
  }
  writeJson(
    SOURCES,
    Object.fromEntries(
      Object.entries(sources)
        .filter(([u]) => used.has(u))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
  fs.rmSync(tmp, { recursive: true, force: true });
  return { files: used.size, bytes, ...stats };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = makeAudio();
  console.log(
    `audio: ${r.files} files, ${(r.bytes / 1024 / 1024).toFixed(1)} MB (${r.made} synthesised, ${r.kept} unchanged)`,
  );
}
