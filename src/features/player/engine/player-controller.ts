// The one audio engine of the app. Cues a point of a playlist, creates its narration (a
// recording or speech) when it should sound, and keeps the atoms, the resume positions,
// the Media Session and the play count in step with it.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { appStore, langAtom } from '@/lib/store';
import { showToast } from '@/lib/toasts';
import type { ExplanationPointT, Locale } from '@contract';
import { reportPlay } from '../api/report-play';
import { machineTranslation } from '../api/translate-narration';
import { positionKey, resumePosition, saveFinished } from '../db/playback-positions';
import { recordingSource, resolveNarration, viewOf, type NarrationSource } from '../lib/narration-source';
import { voiceFor } from '../lib/voice';
import {
  autoNextAtom,
  durationAtom,
  errorAtom,
  narrationAtom,
  positionAtom,
  queueAtom,
  rateAtom,
  statusAtom,
  trackOf,
  type NarrationTrack,
  type PlayContext,
} from '../state/player-atoms';
import { saveSession } from '../state/player-session';
import { loadAudioEngine } from './load-audio';
import {
  bindMediaSessionControls,
  type MediaSessionControls,
  setMediaMetadata,
  setMediaPlaybackState,
  setMediaPosition,
} from './media-session';
import type { Narration, NarrationEvents } from './narration';
import { createSpeechNarration, estimateSpeechDuration, speechAvailable } from './speech-narration';
import { stepIndex } from '../state/queue-steps';
import { isPointLocked, unlocksAtom } from '@/features/unlocks';
import { keepPositionOf, savePositionNow, setTicking, tickPosition } from './position-keeper';
import { freshCopy, needsFreshCopy } from './paid-copy';
import { fillPlaceName } from './place-name-fill';

/** Everything about the cued point; replaced as a whole on each cue. */
interface Current {
  point: ExplanationPointT;
  track: NarrationTrack;
  /** Where its resume position is kept: a guide's narration of a point apart from the official one. */
  key: string;
  source: NarrationSource | null;
  narration: Narration | null;
  /** The visitor wants sound (a pause during loading cancels the start). */
  wantPlaying: boolean;
  /** Sound came out at least once (its play was reported). */
  started: boolean;
  /** A paid point being fetched again (withheld, or its signed URLs about to expire). */
  refreshing: Promise<void> | null;
  ready: Promise<void>;
}

let current: Current | null = null;
/** The resume position of a point about to be played, read ahead with its recording. */
let warmResume: { key: string; durationSec: number; position: Promise<number> } | null = null;

const get = appStore.get;
const set = appStore.set;

export const currentNarration = () => current?.narration ?? null;

// The visitor's actions (player-actions.ts) drive this controller, so the controller gets them
// handed in (by player-api.ts, before anything is cued) instead of importing them back.
let lockScreenControls: MediaSessionControls | null = null;
export function setLockScreenControls(controls: MediaSessionControls): void {
  lockScreenControls = controls;
}
export const isCurrent = (c: Current | null) => c !== null && c === current;

function syncMediaPosition(): void {
  setMediaPosition(get(positionAtom), get(durationAtom), get(rateAtom));
}

export { savePositionNow, syncMediaPosition };

/** The lock screen names the point and its place in the visitor's language of the moment. */
export function renameForLanguage(lang: Locale): void {
  const queue = get(queueAtom);
  if (current && queue) setMediaMetadata(current.point, queue.context, lang);
}

/** The narration of `c`, kept as its current one and started. */
function sound(c: Current, narration: Narration): void {
  c.narration = narration;
  keepPositionOf(c.key, narration);
  narration.play();
}

function eventsFor(c: Current): NarrationEvents {
  const mine = () => isCurrent(c);
  return {
    onPlaying: () => {
      if (!mine()) return;
      set(statusAtom, 'playing');
      setTicking(true);
      setMediaPlaybackState('playing');
      syncMediaPosition();
      if (!c.started) reportPlay(c.point.id);
      c.started = true;
    },
    onPaused: () => {
      if (!mine()) return;
      tickPosition();
      setTicking(false);
      set(statusAtom, 'paused');
      setMediaPlaybackState('paused');
      syncMediaPosition();
      savePositionNow();
    },
    onEnded: () => {
      if (!mine()) return;
      setTicking(false);
      const duration = c.narration?.duration() ?? get(durationAtom);
      set(positionAtom, duration);
      // Stored as finished, and not overwritten by the position the sound rewound to.
      keepPositionOf(c.key, null);
      void saveFinished(c.key, duration);
      const queue = get(queueAtom);
      const next = stepIndex(queue, 1);
      if (get(autoNextAtom) && queue && next !== null) return cue(queue.points, next, queue.context, true);
      c.wantPlaying = false;
      set(statusAtom, 'ended');
      setMediaPlaybackState('paused');
    },
    onError: (reason) => {
      if (!mine()) return;
      setTicking(false);
      c.wantPlaying = false;
      // A later play starts afresh (a failed load is not retried by the same sound).
      const failed = c.narration;
      c.narration = null;
      keepPositionOf(c.key, null);
      setTimeout(() => failed?.destroy(), 0);
      set(errorAtom, reason);
      set(statusAtom, 'error');
      setMediaPlaybackState('paused');
    },
    onDuration: (seconds) => {
      if (!mine() || !(seconds > 0)) return;
      set(durationAtom, seconds);
      syncMediaPosition();
    },
  };
}

/** The cued point's stored copy replaced by the server's (in the playlist too). */
async function refresh(c: Current): Promise<void> {
  const fresh = await freshCopy(c.point);
  if (!isCurrent(c)) return;
  c.point = fresh;
  const queue = get(queueAtom);
  if (queue) set(queueAtom, { ...queue, points: queue.points.map((p) => (p.id === fresh.id ? fresh : p)) });
}

async function prepare(c: Current): Promise<void> {
  await c.refreshing;
  const source = await resolveNarration(c.point, c.track, get(langAtom), machineTranslation);
  if (!isCurrent(c)) return;
  // Still withheld (offline, or no longer unlocked): nothing to play; a play says so.
  if (!source) return;
  c.source = source;
  set(narrationAtom, viewOf(source));
  const duration = source.mode === 'audio' ? source.durationSec : estimateSpeechDuration(source.text);
  set(durationAtom, duration);
  const warm = warmResume?.key === c.key && warmResume.durationSec === duration ? warmResume : null;
  warmResume = null;
  const resumeAt = await (warm?.position ?? resumePosition(c.key, duration));
  if (!isCurrent(c) || c.started) return;
  set(positionAtom, resumeAt);
  syncMediaPosition();
}

/** Creates the narration (if needed) and starts it. */
export async function startCurrent(): Promise<void> {
  const c = current;
  if (!c) return;
  c.wantPlaying = true;
  set(errorAtom, null);
  if (c.narration) return sound(c, c.narration);
  set(statusAtom, 'loading');
  if (c.refreshing) await c.refreshing;
  if (!isCurrent(c) || c.narration || !c.wantPlaying) return;
  const recording = c.source
    ? c.source.mode === 'audio'
      ? c.source
      : null
    : recordingSource(c.point, c.track, get(langAtom));
  if (recording) {
    const { createAudioNarration } = await loadAudioEngine();
    if (!isCurrent(c) || c.narration || !c.wantPlaying) return;
    // The recording starts loading now, while the resume position is being read.
    const narration = createAudioNarration(recording.url, recording.durationSec, {
      startAt: 0,
      rate: get(rateAtom),
      events: eventsFor(c),
    });
    c.narration = narration;
    await c.ready;
    if (!isCurrent(c) || c.narration !== narration) return;
    const resumeAt = get(positionAtom);
    if (resumeAt > 0 && !c.started) narration.seek(resumeAt);
    if (c.wantPlaying) sound(c, narration);
    return;
  }
  await c.ready;
  if (!isCurrent(c) || c.narration || !c.wantPlaying) return;
  const events = eventsFor(c);
  if (!c.source) return events.onError('unavailable');
  if (!speechAvailable()) return events.onError('speech');
  const start = { startAt: get(positionAtom), rate: get(rateAtom), events };
  sound(c, createSpeechNarration(c.source.text, voiceFor(c.source.textLocale), start));
}

/** Loads a point's official recording ahead of its play (the visitor is about to start it). */
export function prewarmPoint(point: ExplanationPointT): void {
  const recording =
    isPointLocked(point, get(unlocksAtom)) || needsFreshCopy(point)
      ? null
      : recordingSource(point, 'official', get(langAtom));
  if (!recording) return;
  void loadAudioEngine().then((engine) => engine.prewarmAudio(recording.url));
  // Not while this point sounds: its position is still moving.
  const key = positionKey(point.id, 'official');
  const sounding = current?.key === key && current.narration !== null;
  warmResume = sounding
    ? null
    : { key, durationSec: recording.durationSec, position: resumePosition(key, recording.durationSec) };
}

/** Stops the cued point; keeps its resume position. */
export function releaseCurrent(): void {
  const c = current;
  if (!c) return;
  savePositionNow();
  keepPositionOf(c.key, null);
  c.narration?.destroy();
  current = null;
  setTicking(false);
}

/** Cues points[index] with the rest as the playlist; starts it when `autoplay`. */
export function cue(points: ExplanationPointT[], index: number, context: PlayContext, autoplay: boolean): void {
  const point = points[index];
  if (!point) return;
  if (isPointLocked(point, get(unlocksAtom))) {
    showToast('error', i18n._(msg`Please unlock this explanation point first!`));
    return;
  }
  releaseCurrent();
  const lang = get(langAtom);
  const track = trackOf(context);
  const recording = recordingSource(point, track, lang);
  set(queueAtom, { points, index, context });
  set(statusAtom, autoplay ? 'loading' : 'ready');
  set(errorAtom, null);
  set(positionAtom, 0);
  set(durationAtom, recording?.durationSec ?? 0);
  // The visitor's own text shows at once; a translation shows when prepare() has it (meanwhile
  // the transcript says it is under way), never the English text beside their recording.
  set(narrationAtom, recording?.view ?? null);
  const c: Current = {
    point,
    track,
    key: positionKey(point.id, track),
    source: null,
    narration: null,
    wantPlaying: autoplay,
    started: false,
    refreshing: null,
    ready: Promise.resolve(),
  };
  current = c;
  if (needsFreshCopy(point)) c.refreshing = refresh(c);
  c.ready = prepare(c);
  saveSession({ pointIds: points.map((p) => p.id), index, context });
  setMediaMetadata(point, context, lang);
  const queue = get(queueAtom);
  if (lockScreenControls)
    bindMediaSessionControls(lockScreenControls, {
      next: stepIndex(queue, 1) !== null,
      previous: stepIndex(queue, -1) !== null,
    });
  setMediaPlaybackState('paused');
  fillPlaceName(
    queue!,
    (cued) => get(queueAtom)?.context === cued.context,
    (named) => {
      const now = get(queueAtom)!;
      set(queueAtom, { ...now, context: named });
      saveSession({ pointIds: now.points.map((p) => p.id), index: now.index, context: named });
      if (current) setMediaMetadata(current.point, named, get(langAtom));
    },
  );
  if (autoplay) void startCurrent();
}

export function pauseCurrent(): void {
  const c = current;
  if (!c) return;
  c.wantPlaying = false;
  if (get(statusAtom) === 'loading') set(statusAtom, c.started ? 'paused' : 'ready');
  c.narration?.pause();
}
