// Inline icons of the player (decorative: each button carries its own label).
const PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  previous: 'M6 5h2v14H6zM9.5 12 19 5.5v13z',
  next: 'M16 5h2v14h-2zM14.5 12 5 5.5v13z',
  back: 'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
  forward: 'M12 5V2l5 4-5 4V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z',
  erase:
    'M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1zm-3.6 10-1.4 1.4-2.6-2.6-2.6 2.6L9.4 15l2.6-2.6L9.4 9.8 10.8 8.4l2.6 2.6 2.6-2.6 1.4 1.4-2.6 2.6z',
  keypad:
    'M5.5 1.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM12 1.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM18.5 1.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM5.5 7a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM12 7a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM18.5 7a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM5.5 12.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM12 12.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM18.5 12.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4zM12 18.5a2 2 0 1 0 0 4a2 2 0 1 0 0 -4z',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name, size = 24 }: { name: PlayerIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
