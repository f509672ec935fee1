import { useLingui } from '@lingui/react/macro';

/** The page's top image: a drawn landscape (no network, no text in the picture). */
export function TopImage() {
  const { t } = useLingui();
  return (
    <svg
      className="chat-top-image"
      viewBox="0 0 360 120"
      role="img"
      aria-label={t`Mountains and a lake`}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="chat-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#99f6e4" />
          <stop offset="1" stopColor="#f0fdfa" />
        </linearGradient>
      </defs>
      <rect width="360" height="120" fill="url(#chat-sky)" />
      <circle cx="290" cy="34" r="16" fill="#fde68a" />
      <path d="M0 96 70 38l46 40 54-52 70 64 40-30 80 36v24H0z" fill="#0f766e" opacity=".85" />
      <path d="M0 104c60-10 120 8 180 0s120-10 180 0v16H0z" fill="#5eead4" />
    </svg>
  );
}
