// The mini-player's slot, loaded once the first screen is painted: it shows nothing until a
// narration is cued, so the first screen need not wait for any player code.
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { ensureFullCatalog } from '@/lib/i18n';

const MiniPlayerSlot = lazy(async () => {
  // Its strings are in the full catalog, not the first screen's.
  const [module] = await Promise.all([import('@/features/player/components/mini-player-slot'), ensureFullCatalog()]);
  return { default: module.MiniPlayerSlot };
});

export function DeferredMiniPlayer() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted ? (
    <Suspense fallback={null}>
      <MiniPlayerSlot />
    </Suspense>
  ) : null;
}
