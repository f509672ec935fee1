// What the server tells the page about the hosts it trusts, in index.html (an element of
// type application/json, like the public key): the origins of app wrappers allowed to frame
// the app and exchange messages with it, and the hosts an answer's images may load from.
// The server sends the same lists in its Content-Security-Policy (frame-ancestors, img-src),
// so the page never renders what the browser would refuse.
export const SITE_POLICY_ELEMENT_ID = 'site-policy';

export interface SitePolicy {
  /** Origins (scheme://host[:port]) of wrappers that may frame the app; the app's own origin is always allowed. */
  wrapperOrigins: string[];
  /** Origins an assistant answer's images may load from, besides the app's own. */
  imageHosts: string[];
}

export const EMPTY_SITE_POLICY: SitePolicy = { wrapperOrigins: [], imageHosts: [] };
