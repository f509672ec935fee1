// Where a payment provider may send the member back: a path of this site, nothing else.
// A prefix check on the raw text is not enough: '/.//evil.example' and '/%2e//evil.example'
// start with one '/' but normalise to '//evil.example', which a browser reads as another
// host. So the text is resolved against a stand-in origin the way a browser would, and
// only a result on that origin whose path starts with exactly one '/' is kept. Characters
// a browser drops or rewrites before it resolves (control characters, tab, newline, '\'),
// and encoded slashes (some proxies decode them), are refused outright.

/** Nothing real lives here: only used to see where a relative address resolves. */
const STAND_IN = 'https://return.invalid';
const MAX_LENGTH = 512;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const UNSAFE = /[\u0000-\u0020\u007f\\]|%(?:2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

/**
 * The normalised path (with query and fragment) when `raw` is a path of this site, else
 * null. Use the result, not `raw`, wherever the address is followed.
 */
export function sameSitePath(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_LENGTH || raw[0] !== '/' || UNSAFE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, STAND_IN);
  } catch {
    return null;
  }
  if (url.origin !== STAND_IN || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
