import { afterNextPaint } from '@/lib/after-paint';
import { router } from './router';

/** Runs `task` once, after the first route's screen has rendered and been painted. */
export function afterFirstScreen(task: () => void): void {
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    afterNextPaint(task);
  });
}
