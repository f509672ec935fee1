// A recording, played by howler with HTML5 Audio (html5: true) so long narrations stream
// with Range requests instead of being downloaded and decoded whole. Loaded on demand.
import { Howl } from 'howler';
import type { Narration, NarrationStart } from './narration';

/** howler keeps the HTML5 element of each sound here (not in its typings). */
interface HowlInternals {
  _sounds: Array<{ _node?: HTMLAudioElement }>;
}

/** A recording loaded ahead of its play (the stop typed, Go not yet tapped); one at a time. */
let warm: { url: string; howl: Howl; timer: ReturnType<typeof setTimeout> } | null = null;
const WARM_FOR_MS = 30_000;

function dropWarm(): void {
  if (!warm) return;
  clearTimeout(warm.timer);
  warm.howl.unload();
  warm = null;
}

/** Starts loading `url` so that a play of it soon starts without waiting for the load. */
export function prewarmAudio(url: string): void {
  if (warm?.url === url) return;
  dropWarm();
  warm = { url, howl: new Howl({ src: [url], html5: true, preload: true }), timer: setTimeout(dropWarm, WARM_FOR_MS) };
}

function takeWarm(url: string): Howl | null {
  if (warm?.url !== url) return null;
  const { howl, timer } = warm;
  clearTimeout(timer);
  warm = null;
  return howl;
}

export function createAudioNarration(url: string, durationHint: number, start: NarrationStart): Narration {
  const { events } = start;
  let destroyed = false;
  // A seek asked before the audio could take it; reported as the position meanwhile.
  let pendingSeek: number | null = start.startAt > 0 ? start.startAt : null;
  let lastPosition = start.startAt;

  const reused = takeWarm(url);
  const howl = reused ?? new Howl({ src: [url], html5: true, preload: true, rate: start.rate });
  if (reused) howl.rate(start.rate);
  const node = (): HTMLAudioElement | undefined => (howl as unknown as HowlInternals)._sounds[0]?._node;
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      if (!destroyed) fn(...args);
    };

  howl.on(
    'load',
    guard(() => events.onDuration(howl.duration())),
  );
  howl.on(
    'play',
    guard(() => {
      pendingSeek = null;
      events.onPlaying();
    }),
  );
  // A seek while playing restarts the sound quietly (no 'play'); its 'seek' says it is done.
  howl.on(
    'seek',
    guard(() => (pendingSeek = null)),
  );
  howl.on(
    'pause',
    guard(() => events.onPaused()),
  );
  howl.on(
    'end',
    guard(() => events.onEnded()),
  );
  howl.on(
    'loaderror',
    guard(() => events.onError('unavailable')),
  );
  howl.on(
    'playerror',
    guard(() => events.onError('unavailable')),
  );
  if (pendingSeek !== null) howl.seek(pendingSeek);
  if (howl.state() === 'loaded') queueMicrotask(guard(() => events.onDuration(howl.duration())));

  return {
    mode: 'audio',
    play: () => {
      if (!howl.playing()) howl.play();
    },
    pause: () => howl.pause(),
    seek: (seconds) => {
      pendingSeek = Math.max(0, seconds);
      lastPosition = pendingSeek;
      howl.seek(pendingSeek);
      if (howl.state() === 'loaded' && !howl.playing()) pendingSeek = null;
    },
    setRate: (rate) => {
      howl.rate(rate);
    },
    position: () => {
      const element = node();
      if (pendingSeek !== null || !element || howl.state() !== 'loaded') return pendingSeek ?? lastPosition;
      lastPosition = element.currentTime;
      return lastPosition;
    },
    duration: () => (howl.state() === 'loaded' ? howl.duration() : durationHint),
    destroy: () => {
      destroyed = true;
      howl.unload();
    },
  };
}
