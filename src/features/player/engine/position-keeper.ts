// While a narration sounds: its position into the atom a few times a second, and into the
// resume positions every few seconds (and on demand: pause, page hidden, point changed).
import { appStore } from '@/lib/store';
import { savePosition } from '../db/playback-positions';
import { positionAtom } from '../state/player-atoms';
import type { Narration } from './narration';

const TICK_MS = 250;
const SAVE_EVERY_MS = 5000;

let kept: { pointId: string; narration: Narration } | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
let lastSave = 0;

/** The narration whose position is kept; null once it finished (its end is stored apart). */
export function keepPositionOf(pointId: string, narration: Narration | null): void {
  kept = narration ? { pointId, narration } : null;
}

export function savePositionNow(): void {
  if (!kept) return;
  lastSave = Date.now();
  void savePosition(kept.pointId, kept.narration.position(), kept.narration.duration());
}

export function tickPosition(): void {
  if (!kept) return;
  appStore.set(positionAtom, kept.narration.position());
  if (Date.now() - lastSave >= SAVE_EVERY_MS) savePositionNow();
}

export function setTicking(on: boolean): void {
  clearInterval(timer);
  timer = on ? setInterval(tickPosition, TICK_MS) : undefined;
}
