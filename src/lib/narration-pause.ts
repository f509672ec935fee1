// "Ask about this" pauses the narration before the assistant opens. The button belongs to the
// chat feature, which the player's own screens render, so the chat cannot import the player:
// the player's engine registers its pause here when it loads. Nothing registered: nothing plays.
let pause: (() => void) | null = null;

export function registerNarrationPause(run: () => void): void {
  pause = run;
}

export function pauseNarration(): void {
  pause?.();
}
