// The player's public interface: every page plays through these.
// INTERFACE ONLY until the player lands; the implementation replaces this file's bodies.
import type { ExplanationPointT } from '../../lib/contract';

export interface PlayContext {
  placeId: string;
  placeKind: 'scenic' | 'museum';
  /** The place's name in the visitor's language (lock screen, mini-player). */
  placeName: string;
  /** The place's cover image (lock-screen artwork when the point has no image). */
  artwork: string | null;
}

/** Plays points[startIndex] now, with the rest as the playlist (previous / next / auto-next). */
export function playPoints(points: ExplanationPointT[], startIndex: number, context: PlayContext): void {
  void points;
  void startIndex;
  void context;
  throw new Error('player not implemented yet');
}

/** The point being played (or paused) and whether it is playing; null when nothing is loaded. */
export function useNowPlaying(): { pointId: string; playing: boolean } | null {
  return null;
}

/**
 * The number pad: typing a place's 3-digit stop number opens (and plays) that stop.
 * Works offline from the points stored in Dexie.
 */
export function StopNumberPad(props: { placeId: string }): null {
  void props;
  return null;
}
