import { TRACKING_LIMITS } from '../contract/tracking';

/** Spec point 9: strings to 500, ids to 255, keys to 100 characters. */
export const boundString = (value: string) => value.slice(0, TRACKING_LIMITS.maxString);
export const boundId = (value: string) => value.slice(0, TRACKING_LIMITS.maxId);

export function boundProperties(
  properties: Record<string, string | number | boolean | null | undefined>,
): Record<string, string | number | boolean | null> {
  const bounded: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(properties).slice(0, 50)) {
    if (value === undefined) continue;
    bounded[key.slice(0, TRACKING_LIMITS.maxKey)] = typeof value === 'string' ? boundString(value) : value;
  }
  return bounded;
}
