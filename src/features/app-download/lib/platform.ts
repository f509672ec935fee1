// What the browser can do about installing: iOS browsers have no install prompt (the share
// sheet's "Add to Home Screen" instead), and an installed app runs in standalone display mode.

export const isIos = (): boolean =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  // iPadOS reports itself as a Mac, but a Mac has no touch screen.
  (/macintosh/i.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

export const STANDALONE_QUERY = '(display-mode: standalone)';

export const isStandalone = (): boolean =>
  matchMedia(STANDALONE_QUERY).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
