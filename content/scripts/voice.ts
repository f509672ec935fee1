// npm run content:voice [-- --provider=embedded|openai-compatible] [--locale=ja,th] [--force]
//                          [--content=DIR] [--threads=2]
// Voices every narration (each point's and each guide's) in every locale that has a current
// text for it (its own, or a translation whose source has not changed since), when it has no
// recording yet or its text or voice changed; see docs/decisions/0056-voicing.md. Each file is
// written whole (temporary file, then rename) and its place JSON and .sources.json are
// rewritten right after it, the same way: a run stopped by a failing provider leaves every
// file old or new and the JSON describing the files on disk. Run it again to go on.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, isLocale, type Locale } from '../../src/lib/contract/locales.ts';
import { loadEnv } from '../../server/src/env.ts';
import {
  describeVoice,
  voiceConfig,
  VOICE_PROVIDERS,
  type VoiceProviderName,
} from '../../server/src/providers/voice/create.ts';
import { contentRoot } from './lib/content-texts.ts';
import {
  entryFromFile,
  listNarrations,
  mediaFile,
  savePlace,
  setAudio,
  writeAtomic,
  type PlaceJson,
} from './lib/narrations.ts';
import { planVoicing, type Decision, type Sources } from './lib/voice-plan.ts';
import { startVoiceThreads, type Voiced } from './lib/voice-pool.ts';
import { reportSkips, summary, type Tally } from './lib/voice-report.ts';

const { values } = parseArgs({
  options: {
    provider: { type: 'string' },
    locale: { type: 'string' },
    force: { type: 'boolean', default: false },
    content: { type: 'string' },
    threads: { type: 'string', default: '2' },
  },
});
const root = path.resolve(values.content ?? contentRoot);
const locales = (values.locale?.split(',').map((l) => l.trim()) ?? [...LOCALES]).filter((l): l is Locale => {
  if (!isLocale(l)) throw new Error(`--locale: '${l}' is not one of ${LOCALES.join(', ')}`);
  return true;
});
const env = loadEnv();
const providerName = values.provider ?? env.VOICE_PROVIDER;
if (!(VOICE_PROVIDERS as readonly string[]).includes(providerName)) {
  throw new Error(`--provider: '${providerName}' is not one of ${VOICE_PROVIDERS.join(', ')}`);
}
const config = voiceConfig(env, providerName as VoiceProviderName);
const threadCount = Math.max(1, Number(values.threads) || 1);

const audioDir = path.join(root, 'media', 'audio');
const sourcesFile = path.join(audioDir, '.sources.json');
// Temporary files of a run that was killed mid-write: never referenced, never complete.
if (fs.existsSync(audioDir)) {
  for (const name of fs.readdirSync(audioDir).filter((f) => f.endsWith('.tmp'))) fs.rmSync(path.join(audioDir, name));
}
const sources: Sources = fs.existsSync(sourcesFile) ? JSON.parse(fs.readFileSync(sourcesFile, 'utf8')) : {};
const saveSources = () => {
  const sorted = Object.fromEntries(Object.entries(sources).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeAtomic(sourcesFile, `${JSON.stringify(sorted, null, 2)}\n`);
};

const { places, narrations } = listNarrations(root);
const decisions = planVoicing(narrations, {
  root,
  locales,
  sources,
  voiceOf: (l) => describeVoice(config, l),
  force: values.force,
});
reportSkips(decisions);

// Recordings kept as they are: their entries are rewritten from the files (size, duration,
// hash), which also adds sha256 and synthetic to entries written before those existed.
const before = new Map(places.map((p) => [p, JSON.stringify(p.json)]));
for (const d of decisions) {
  if (d.kind !== 'keep') continue;
  setAudio(d.n, d.locale, entryFromFile(root, d.url, d.source !== null));
  if (d.source) sources[d.url] = d.source;
}
const changed = (p: PlaceJson) => before.get(p) !== JSON.stringify(p.json);
for (const place of places.filter(changed)) savePlace(place);
saveSources();

const jobs = decisions.filter((d): d is Extract<Decision, { kind: 'voice' }> => d.kind === 'voice');
const tally: Tally = { made: 0, seconds: 0, bytes: 0, cpuSec: 0, wallSec: 0, kept: 0, skipped: 0 };
tally.kept = decisions.filter((d) => d.kind === 'keep').length;
tally.skipped = decisions.filter((d) => d.kind === 'skip').length;
console.log(`voicing ${jobs.length} recordings with the ${config.provider} voice on ${threadCount} threads`);

function commit(job: (typeof jobs)[number], voiced: Voiced) {
  writeAtomic(mediaFile(root, job.url), voiced.audio);
  const entry = entryFromFile(root, job.url, true);
  setAudio(job.n, job.locale, entry);
  savePlace(job.n.place);
  sources[job.url] = job.source;
  saveSources();
  tally.made += 1;
  tally.seconds += voiced.durationSec;
  tally.bytes += entry.bytes;
  const name = path.basename(job.url);
  console.log(`[${tally.made}/${jobs.length}] ${name} ${entry.durationSec} s ${entry.bytes} B (${job.why})`);
}

// Set inside the threads' loops, which the compiler does not follow: hence the cast.
let failure = null as { job: (typeof jobs)[number]; error: Error } | null;
let next = 0;
const cpuAtStart = process.cpuUsage();
const wallAtStart = performance.now();
const pool = startVoiceThreads(config, Math.min(threadCount, Math.max(jobs.length, 1)));
await Promise.all(
  pool.threads.map(async (thread) => {
    while (!failure && next < jobs.length) {
      const job = jobs[next++]!;
      try {
        commit(job, await thread.synthesize(job.text, job.locale));
      } catch (error) {
        failure ??= { job, error: error as Error };
      }
    }
  }),
);
await pool.close();
const cpuUsed = process.cpuUsage(cpuAtStart);
tally.cpuSec = (cpuUsed.user + cpuUsed.system) / 1e6;
tally.wallSec = (performance.now() - wallAtStart) / 1000;

if (failure) {
  const { job, error } = failure;
  console.error(`content:voice stopped at ${path.basename(job.url)}: ${error.name}: ${error.message}`);
  console.error('every recording made before it is saved with its entry; run again to go on');
  process.exitCode = 1;
} else {
  // Recordings no narration refers to any more (a point removed or renamed).
  const used = new Set(places.flatMap((p) => JSON.stringify(p.json).match(/\/media\/audio\/[^"]+\.mp3/g) ?? []));
  for (const name of fs.existsSync(audioDir) ? fs.readdirSync(audioDir) : []) {
    if (name.endsWith('.mp3') && !used.has(`/media/audio/${name}`)) fs.rmSync(path.join(audioDir, name));
  }
  for (const url of Object.keys(sources)) if (!used.has(url)) delete sources[url];
  saveSources();
}
console.log(summary(tally));
