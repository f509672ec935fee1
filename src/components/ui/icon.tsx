// Small line icons drawn inline (no icon or emoji font to load); decorative: the text
// beside them says what they mean.
export type IconName =
  'clock' | 'play' | 'pause' | 'lock' | 'heart' | 'map' | 'headphones' | 'star' | 'video' | 'search' | 'close';

const PATHS: Record<IconName, string> = {
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  lock: 'M6 10h12v10H6zM8.5 10V7a3.5 3.5 0 0 1 7 0v3',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14m6-12v14',
  headphones: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  video: 'M3 6h12v12H3zM15 10l6-3v10l-6-3',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8',
  close: 'M6 6l12 12M18 6L6 18',
};

export function Icon({ name, size = 18, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
