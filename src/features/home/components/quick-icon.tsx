export type QuickIconName = 'museum' | 'camera' | 'headphones' | 'chat';

// Line icons drawn inline: no icon font, no emoji font to load on the first screen.
const PATHS: Record<QuickIconName, string> = {
  museum: 'M3 9l9-5 9 5M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  headphones: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1z',
  chat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
};

export function QuickIcon({ name }: { name: QuickIconName }) {
  return (
    <svg className="quick-entry-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
