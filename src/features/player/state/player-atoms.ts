// The player's state, in the one jotai store: the controller (plain modules) writes it, the
// mini-player and the player page read it.
import { atom } from '@/lib/store';
import type { AllLocalesTextT, ExplanationPointT, Locale } from '@contract';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/storage-keys';

/** Whose narrations a playlist plays: the official ones, or a gold-medal guide's own recordings. */
export type NarrationTrack = 'official' | 'guide';

export interface PlayContext {
  placeId: string;
  placeKind: 'scenic' | 'museum';
  /**
   * The place's name in every language (lock screen, mini-player), shown in the visitor's
   * language of the moment: a name picked once would stay in the language of the cue.
   */
  placeName: AllLocalesTextT | null;
  /** The place's cover image (lock-screen artwork when the point has no image). */
  artwork: string | null;
  /** Set: the playlist plays this gold-medal guide's narrations, and the player names them. */
  guide?: { id: string; name: AllLocalesTextT | null } | null;
}

export const trackOf = (context: PlayContext): NarrationTrack => (context.guide ? 'guide' : 'official');

export interface PlayQueue {
  points: ExplanationPointT[];
  index: number;
  context: PlayContext;
}

/**
 * idle: nothing loaded; ready: cued, not started; loading: starting; playing; paused;
 * ended: the last point finished; error: it could not play.
 */
export type PlayerStatus = 'idle' | 'ready' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

/** What the current point is narrated with: its recording, or speech of its text. */
export interface NarrationView {
  mode: 'audio' | 'speech';
  /** The narration text shown in the transcript (and spoken in speech mode). */
  text: string;
  /** The language of `text`. */
  textLocale: Locale;
  /** The text is a machine translation. */
  machine: boolean;
  /** The recording's language (audio mode): the visitor's, else the original's; null for speech. */
  audioLocale: Locale | null;
  /** The voice is synthetic (a recording so marked, or the device's speech): the player says so. */
  synthetic: boolean;
}

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

export const PLAYER_KEYS = {
  rate: LOCAL_KEYS.playerRate,
  autoNext: LOCAL_KEYS.playerAutoNext,
  session: LOCAL_KEYS.playerSession,
} as const;

export const queueAtom = atom<PlayQueue | null>(null);
export const statusAtom = atom<PlayerStatus>('idle');
/**
 * The one answer to "is it sounding?" that every play control shows: starting counts, so a
 * tapped Play turns into Pause at once on the point, the mini-player and the player alike.
 */
export const soundingAtom = atom((get) => {
  const status = get(statusAtom);
  return status === 'playing' || status === 'loading';
});
/** Seconds into the current narration, refreshed a few times a second while playing. */
export const positionAtom = atom(0);
/** Seconds; the catalogue's figure until the audio says otherwise, an estimate for speech. */
export const durationAtom = atom(0);
/** null while the narration of the current point is being prepared (translation under way). */
export const narrationAtom = atom<NarrationView | null>(null);
/** Why the current point could not play (shown with the error status). */
export const errorAtom = atom<'unavailable' | 'speech' | 'locked' | null>(null);

function storedRate(): number {
  const value = Number(readLocal(PLAYER_KEYS.rate));
  return (SPEEDS as readonly number[]).includes(value) ? value : 1;
}

const rateBase = atom(storedRate());
export const rateAtom = atom(
  (get) => get(rateBase),
  (_get, set, rate: number) => {
    set(rateBase, rate);
    writeLocal(PLAYER_KEYS.rate, String(rate));
  },
);

const autoNextBase = atom(readLocal(PLAYER_KEYS.autoNext) !== 'false');
export const autoNextAtom = atom(
  (get) => get(autoNextBase),
  (_get, set, on: boolean) => {
    set(autoNextBase, on);
    writeLocal(PLAYER_KEYS.autoNext, String(on));
  },
);

export const currentPointAtom = atom((get) => {
  const queue = get(queueAtom);
  return queue ? (queue.points[queue.index] ?? null) : null;
});

/** The track the cued playlist plays. */
export const currentTrackAtom = atom((get) => {
  const queue = get(queueAtom);
  return queue ? trackOf(queue.context) : 'official';
});
