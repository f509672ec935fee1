// npm run content:voice on a small content folder of its own (one place, three narrations, a
// Japanese translation that is current and one that is stale), run as the operator runs it,
// against a local stand-in of the speech API: it voices what has no recording, keeps what did
// not change, voices a changed text again, skips stale and missing translations, and a
// provider failing mid-run leaves every file old or new and the JSON true to the files.
// Last, the embedded voice through the same script's worker threads.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMp3 } from '../../server/src/providers/voice/mp3-frames';
import { startFakeSpeech, type FakeSpeech } from './helpers/fake-speech';
import { REPO_ROOT } from './helpers/paths';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const EN = {
  one: 'The Broken Bridge is where the snow melts first.',
  guide: 'I like to stand here at dawn.',
  two: 'Leifeng Pagoda was rebuilt in 2002.',
};

function writeContent(root: string) {
  const point = (id: string, en: string, guide: string | null) => ({
    id,
    narration: { cn: `${id} 的讲解`, en },
    audio: {},
    guideNarration: guide ? { guideId: 'g1', narration: { cn: '导游讲解', en: guide }, audio: {} } : null,
  });
  const place = {
    area: { id: 'tv-lake' },
    points: [point('tv-lake-01', EN.one, EN.guide), point('tv-lake-02', EN.two, null)],
  };
  const entry = (source: string, text: string) => ({
    from: 'en',
    sourceHash: sha256(source),
    text,
    review: 'machine',
    by: 'sample',
  });
  const files: Record<string, unknown> = {
    'places/scenic/tv-lake.json': place,
    'translations/ja/tv-lake.json': {
      'points.tv-lake-01.narration': entry(EN.one, '断橋は雪が最初に解ける場所です。'),
      'points.tv-lake-02.narration': entry('An older text of the pagoda.', '古い翻訳です。'),
    },
  };
  for (const [name, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), `${JSON.stringify(value, null, 2)}\n`);
  }
  fs.mkdirSync(path.join(root, 'places/museums'));
}

async function voice(root: string, args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VOICE_')));
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'content/scripts/voice.ts', `--content=${root}`, ...args],
    {
      cwd: REPO_ROOT,
      env: { ...clean, ...env },
    },
  );
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

type Audio = { url: string; bytes: number; durationSec: number; sha256: string; synthetic: boolean };
type Holder = { narration: { en: string }; audio: Record<string, Audio> };
type Point = Holder & { id: string; guideNarration: Holder | null };
const readPlace = (root: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'places/scenic/tv-lake.json'), 'utf8')) as { points: Point[] };
const holders = (root: string) =>
  readPlace(root).points.flatMap((p) => (p.guideNarration ? [p, p.guideNarration] : [p]));

/** Every entry describes its file on disk exactly; no file is left half-written. */
function expectConsistent(root: string) {
  const audioDir = path.join(root, 'media/audio');
  const urls = new Set<string>();
  for (const audio of holders(root).flatMap((h) => Object.values(h.audio))) {
    const bytes = fs.readFileSync(path.join(root, audio.url.replace('/media/', 'media/')));
    expect(audio).toEqual({
      url: audio.url,
      bytes: bytes.length,
      durationSec: Math.round(readMp3(bytes)!.durationSec * 10) / 10,
      sha256: sha256(bytes),
      synthetic: true,
    });
    urls.add(audio.url);
  }
  const onDisk = fs.readdirSync(audioDir).filter((f) => !f.startsWith('.'));
  expect(onDisk.map((f) => `/media/audio/${f}`).sort()).toEqual([...urls].sort());
  const sources = JSON.parse(fs.readFileSync(path.join(audioDir, '.sources.json'), 'utf8')) as object;
  expect(Object.keys(sources).sort()).toEqual([...urls].sort());
}

const fileHashes = (root: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(root, 'media/audio'))
      .map((f) => [f, sha256(fs.readFileSync(path.join(root, 'media/audio', f)))]),
  );

describe('content:voice with a speech API', () => {
  let vendor: FakeSpeech;
  let root: string;
  const run = () => voice(root, ['--provider=openai-compatible', '--locale=en,ja'], { VOICE_BASE_URL: vendor.baseUrl });
  beforeAll(async () => {
    vendor = await startFakeSpeech();
    root = tempDir('content-voice-');
    writeContent(root);
  });
  afterAll(() => vendor?.close());

  it('voices what has no recording and skips stale and missing translations', async () => {
    const result = await run();
    expect(result.code, result.stderr).toBe(0);
    expect(vendor.calls.map((c) => c.body.input).sort()).toEqual(
      [EN.one, EN.guide, EN.two, '断橋は雪が最初に解ける場所です。'].sort(),
    );
    expect(result.stdout).toContain('skip tv-lake-02 ja: its translation is stale (not voiced from an outdated text)');
    expect(result.stdout).toContain('skip tv-lake-01.guide ja: it has no translation');
    expect(result.stdout).toMatch(/made 4 recordings, [\d.]+ s of audio, \d+ bytes/);
    expect(Object.keys(readPlace(root).points[0]!.audio)).toEqual(['en', 'ja']);
    expectConsistent(root);
  }, 30_000);

  it('keeps what did not change, and clears what a killed run left half-written', async () => {
    const before = fileHashes(root);
    const leftover = path.join(root, 'media/audio/tv-lake-01.en.mp3.4242.tmp');
    fs.writeFileSync(leftover, 'half a file');
    const result = await run();
    expect(fs.existsSync(leftover)).toBe(false);
    expect(result.stdout).toContain('voicing 0 recordings');
    expect(vendor.calls).toHaveLength(4);
    expect(fileHashes(root)).toEqual(before);
  }, 30_000);

  it('voices a changed text again, and only that one', async () => {
    const before = fileHashes(root);
    const place = readPlace(root);
    place.points[1]!.narration.en = 'Leifeng Pagoda was rebuilt in 2002 over the old ruins.';
    fs.writeFileSync(path.join(root, 'places/scenic/tv-lake.json'), JSON.stringify(place));
    const result = await run();
    expect(result.code, result.stderr).toBe(0);
    expect(vendor.calls.slice(4).map((c) => c.body.input)).toEqual([place.points[1]!.narration.en]);
    expect(result.stdout).toMatch(/\[1\/1\] tv-lake-02\.en\.mp3 .* \(text changed\)/);
    const after = fileHashes(root);
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual(['.sources.json', 'tv-lake-02.en.mp3']);
    expectConsistent(root);
  }, 30_000);

  it('stops on a failing provider with files and JSON consistent, and goes on when run again', async () => {
    const before = fileHashes(root);
    const place = readPlace(root);
    place.points[0]!.narration.en = 'The Broken Bridge is not broken at all.';
    place.points[0]!.guideNarration!.narration.en = 'I like to stand here at dawn, in the mist.';
    fs.writeFileSync(path.join(root, 'places/scenic/tv-lake.json'), JSON.stringify(place));
    vendor.mode = 'error-503';
    vendor.failFrom = vendor.calls.length + 2; // the first of the two succeeds, the second fails
    const failed = await run();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /stopped at tv-lake-01(\.guide)?\.en\.mp3: VoiceUnavailableError: speech provider answered HTTP 503/,
    );
    expect(failed.stdout).toContain('skip tv-lake-01 ja: its translation is stale');
    const after = fileHashes(root);
    const changed = ['tv-lake-01.en.mp3', 'tv-lake-01.guide.en.mp3'].filter((f) => after[f] !== before[f]);
    expect(changed).toHaveLength(1);
    expectConsistent(root);

    vendor.mode = 'ok';
    const again = await run();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('made 1 recordings');
    const final = fileHashes(root);
    expect(['tv-lake-01.en.mp3', 'tv-lake-01.guide.en.mp3'].filter((f) => final[f] === before[f])).toEqual([]);
    expectConsistent(root);
  }, 60_000);
});

describe('content:voice with the embedded voice', () => {
  it('voices Japanese in its worker threads', async () => {
    const root = tempDir('content-voice-embedded-');
    writeContent(root);
    const result = await voice(root, ['--locale=ja']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('voicing 1 recordings with the embedded voice');
    const mp3 = readMp3(fs.readFileSync(path.join(root, 'media/audio/tv-lake-01.ja.mp3')));
    expect(mp3).toMatchObject({ sampleRate: 11025, frameShare: 1 });
    expect(mp3!.durationSec).toBeGreaterThan(1.5);
    expectConsistent(root);
  }, 60_000);
});
