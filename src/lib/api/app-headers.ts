// The app wrapper's headers (spec point 7: `version` and `os`), added when a call asks.
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

export function detectOs(userAgent: string): 'android' | 'ios' | 'harmony' | 'other' {
  if (/HarmonyOS|OpenHarmony/i.test(userAgent)) return 'harmony';
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'other';
}

export function appHeaders(): Record<string, string> {
  return { version: APP_VERSION, os: detectOs(navigator.userAgent) };
}
