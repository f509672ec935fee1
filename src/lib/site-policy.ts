// The site policy the server embedded in index.html (see contract/site-policy.ts): which
// wrapper origins may frame the app and message it, and which hosts an answer's images may
// load from. The app's own origin is always trusted; with no element (a dev server), only it.
import { EMPTY_SITE_POLICY, SITE_POLICY_ELEMENT_ID, type SitePolicy } from './contract';

let policy: SitePolicy | null = null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function sitePolicy(): SitePolicy {
  if (policy) return policy;
  try {
    const text = document.getElementById(SITE_POLICY_ELEMENT_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as Partial<SitePolicy>) : EMPTY_SITE_POLICY;
    policy = { wrapperOrigins: strings(parsed.wrapperOrigins), imageHosts: strings(parsed.imageHosts) };
  } catch {
    policy = EMPTY_SITE_POLICY;
  }
  return policy;
}

/** May a window of this origin frame the app and exchange messages with it? */
export const isTrustedWrapperOrigin = (origin: string): boolean =>
  origin === location.origin || sitePolicy().wrapperOrigins.includes(origin);

/** May an answer's image load from this address (our origin, or a chosen image host)? */
export function isAllowedImageUrl(src: string): boolean {
  try {
    const url = new URL(src, location.href);
    return url.origin === location.origin || sitePolicy().imageHosts.includes(url.origin);
  } catch {
    return false;
  }
}
