// The chat's line icons, inline; decorative (the buttons carry their labels).
export type ChatIconName =
  | 'back'
  | 'stop'
  | 'send'
  | 'mic'
  | 'copy'
  | 'share'
  | 'regenerate'
  | 'speaker'
  | 'trash'
  | 'pin'
  | 'close'
  | 'ask'
  | 'offline';

const PATHS: Record<ChatIconName, string> = {
  back: 'M15 5l-7 7 7 7',
  stop: 'M7 7h10v10H7z',
  send: 'M4 12l16-8-6 16-2.5-6.5z',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  share:
    'M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 10.5l6.8-4M8.6 13.5l6.8 4',
  regenerate: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  speaker: 'M4 9h4l5-4v14l-5-4H4zM17 9a4 4 0 0 1 0 6',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  pin: 'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11zM12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  close: 'M6 6l12 12M18 6L6 18',
  ask: 'M4 5h16v11H9l-5 4zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4M12 14.5h.01',
  offline: 'M3 3l18 18M8.5 6.2A6 6 0 0 1 18 10a4 4 0 0 1 2.6 6.9M17 18H7a4.5 4.5 0 0 1-1.6-8.7',
};

export function ChatIcon({ name, size = 20 }: { name: ChatIconName; size?: number }) {
  return (
    <svg className="chat-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
