// Clicks made before tracking has started (it loads once the first screen is painted, when the
// main thread is idle): kept by a listener the entry adds at once, and recorded, with the time
// they were made, when tracking starts. A quick first tap is part of the heatmap too.
export interface EarlyClick {
  target: EventTarget | null;
  pageX: number;
  pageY: number;
  time: number;
}

/** More are not kept: a visitor does not tap this often before the app has settled. */
const MAX_EARLY_CLICKS = 50;
const clicks: EarlyClick[] = [];
let listening = false;

function keep(event: MouseEvent): void {
  if (clicks.length >= MAX_EARLY_CLICKS) return;
  clicks.push({ target: event.target, pageX: event.pageX, pageY: event.pageY, time: Date.now() });
}

/** Starts keeping clicks; called by the entry before anything renders. */
export function captureEarlyClicks(): void {
  if (listening) return;
  listening = true;
  addEventListener('click', keep, { capture: true, passive: true });
}

/** Stops keeping clicks and hands over those kept (once). */
export function takeEarlyClicks(): EarlyClick[] {
  if (listening) removeEventListener('click', keep, { capture: true });
  listening = false;
  return clicks.splice(0);
}
