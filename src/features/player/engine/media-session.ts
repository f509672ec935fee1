// The lock screen, notification and headset keys (Media Session API), where the browser has it.
import { pickText } from '@/lib/localized';
import type { ExplanationPointT, Locale } from '@contract';
import type { PlayContext } from '../state/player-atoms';

export interface MediaSessionControls {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  seekBy(deltaSeconds: number): void;
  next(): void;
  previous(): void;
}

const SKIP_SECONDS = 10;
const supported = () => typeof navigator !== 'undefined' && 'mediaSession' in navigator;

function artworkType(url: string): string | undefined {
  const ext = url.split('?')[0]!.split('.').pop()?.toLowerCase();
  return ext === 'svg'
    ? 'image/svg+xml'
    : ext === 'png'
      ? 'image/png'
      : ext === 'webp'
        ? 'image/webp'
        : ext
          ? 'image/jpeg'
          : undefined;
}

export function setMediaMetadata(point: ExplanationPointT, context: PlayContext, lang: Locale): void {
  if (!supported() || typeof MediaMetadata === 'undefined') return;
  const image = point.image ?? context.artwork;
  const artwork = image
    ? [
        {
          src: new URL(image, location.href).href,
          sizes: '512x512',
          ...(artworkType(image) ? { type: artworkType(image) } : {}),
        },
      ]
    : [];
  const place = pickText(context.placeName, lang);
  navigator.mediaSession.metadata = new MediaMetadata({
    title: pickText(point.name, lang),
    // A guide's narration is theirs: named where a song names its artist.
    artist: pickText(context.guide?.name, lang) || place,
    album: place,
    artwork,
  });
}

export function bindMediaSessionControls(
  controls: MediaSessionControls,
  has: { next: boolean; previous: boolean },
): void {
  if (!supported()) return;
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  };
  set('play', () => controls.play());
  set('pause', () => controls.pause());
  set('seekto', (details) => {
    if (details.seekTime !== undefined) controls.seekTo(details.seekTime);
  });
  set('seekbackward', (details) => controls.seekBy(-(details.seekOffset ?? SKIP_SECONDS)));
  set('seekforward', (details) => controls.seekBy(details.seekOffset ?? SKIP_SECONDS));
  // No neighbour: no button on the lock screen.
  set('nexttrack', has.next ? () => controls.next() : null);
  set('previoustrack', has.previous ? () => controls.previous() : null);
}

export function setMediaPlaybackState(state: 'playing' | 'paused' | 'none'): void {
  if (supported()) navigator.mediaSession.playbackState = state;
}

export function setMediaPosition(position: number, duration: number, rate: number): void {
  if (!supported() || !navigator.mediaSession.setPositionState) return;
  try {
    if (duration > 0 && Number.isFinite(duration)) {
      navigator.mediaSession.setPositionState({
        duration,
        playbackRate: rate,
        position: Math.min(Math.max(0, position), duration),
      });
    } else {
      navigator.mediaSession.setPositionState();
    }
  } catch {
    // Inconsistent figures during a change of track: the next update fixes it.
  }
}

export function clearMediaSession(): void {
  if (!supported()) return;
  navigator.mediaSession.metadata = null;
  setMediaPlaybackState('none');
}
