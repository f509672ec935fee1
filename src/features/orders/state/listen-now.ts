// "Listen now" after a payment: the bought point (or the place from its first stop) starts
// from the tap itself, while the screen moves to it; the tap is the gesture that lets the
// browser play sound.
import { playPlaceById, playPointById } from '@/features/player';
import { refreshUnlocks } from '@/features/unlocks';

export async function listenNow(kind: 'point' | 'place', id: string): Promise<void> {
  const play = () => (kind === 'point' ? playPointById(id) : playPlaceById(id));
  if (await play()) return;
  // Paid a moment ago: the unlock may not have reached this device yet.
  await refreshUnlocks().catch(() => undefined);
  await play();
}
