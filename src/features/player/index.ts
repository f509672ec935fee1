// The player's public interface: every page plays through these. The app's first load gets
// only these wrappers, the atoms and the mini-player; the engine, howler, the player screen
// and the number pad load on demand.
import { createElement, lazy, Suspense } from 'react';
import type { ExplanationPointT } from '@contract';
import { LoadingState } from '@/components/ui/loading-state';
import { withPlayer } from './engine/load-player';
import type { PlayContext } from './state/player-atoms';

export type { NarrationTrack, PlayContext } from './state/player-atoms';
export { useNowPlaying } from './hooks/use-now-playing';
export { usePointPlayback } from './hooks/use-point-playback';
export { MiniPlayerSlot as MiniPlayer } from './components/mini-player-slot';
/**
 * "Stop number": opens the number pad in a sheet, where typing a place's 3-digit stop number
 * opens (and plays) that stop. Works offline from the points stored in Dexie.
 */
export { StopNumberButton } from './components/stop-number-button';

/** Plays points[startIndex] now, with the rest as the playlist (previous / next / auto-next). */
export function playPoints(points: ExplanationPointT[], startIndex: number, context: PlayContext): void {
  withPlayer((player) => player.playPoints(points, startIndex, context));
}

/**
 * Plays a point by id, its place as the playlist (stored, else fetched); resolves false when
 * it is unknown or still locked. Call it from the tap itself, before navigating.
 */
export function playPointById(pointId: string): Promise<boolean> {
  return import('./engine/play-target').then((target) => target.playPointById(pointId));
}

/** Plays a place from its first stop the member may play; false when there is none. */
export function playPlaceById(placeId: string): Promise<boolean> {
  return import('./engine/play-target').then((target) => target.playPlaceById(placeId));
}

/** Pauses what sounds, or plays (resumes) the cued point: what every Play / Pause button does. */
export function togglePlayback(): void {
  withPlayer((player) => player.playerActions.togglePlay());
}

const LazyPlayerPage = lazy(() => import('./components/player-page'));

/** The /playerDetail screen. */
export function PlayerDetailPage(props: { id?: string; placeId?: string }) {
  return createElement(Suspense, { fallback: createElement(LoadingState) }, createElement(LazyPlayerPage, props));
}
