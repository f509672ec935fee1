// Image addresses (spec point 9): forced to https, with the image service's size suffixes
// (quality 80, 200x200, 400x400, 1024x600), and a placeholder when there is no address.
//
// The suffixes are the object-storage image-processing parameter (`x-oss-process`), which
// only the remote image host understands. Same-origin paths (`/media/...`, served by our
// own server and stored whole in the offline caches under exactly that address) and SVGs
// (vector: nothing to resize) are left as they are.

export type ImageSize = 'original' | 'quality' | 'small' | 'medium' | 'wide';

/** The processing each size asks for; every one re-encodes at quality 80. */
const SIZE_PROCESS: Record<Exclude<ImageSize, 'original'>, string> = {
  quality: 'image/quality,q_80',
  small: 'image/resize,m_fill,w_200,h_200/quality,q_80',
  medium: 'image/resize,m_fill,w_400,h_400/quality,q_80',
  wide: 'image/resize,m_fill,w_1024,h_600/quality,q_80',
};

const PROCESS_PARAM = 'x-oss-process';

/** A neutral picture (a sun over two hills) drawn inline: shown with no request, offline too. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">' +
      '<rect width="160" height="100" fill="#e6ecef"/>' +
      '<circle cx="116" cy="30" r="10" fill="#c9d4da"/>' +
      '<path d="M0 100 L52 46 L84 78 L108 58 L160 100Z" fill="#c9d4da"/>' +
      '</svg>',
  );

/** A value counts as empty when undefined, null, blank or 'unknown' (spec point 5). */
function isEmpty(value: string | null | undefined): value is null | undefined {
  return value === undefined || value === null || value.trim() === '' || value.trim() === 'unknown';
}

function currentOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/**
 * The address to put in `src`. `origin` is the page's origin (tests pass one); a URL of that
 * origin keeps its scheme, so a plain-http local server still serves its own images.
 */
export function imageUrl(
  src: string | null | undefined,
  size: ImageSize = 'original',
  origin = currentOrigin(),
): string {
  if (isEmpty(src)) return PLACEHOLDER_IMAGE;
  const trimmed = src.trim();
  if (/^(data|blob):/i.test(trimmed)) return trimmed;
  // A path on this server (not a protocol-relative '//host/...'): as it is.
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;

  let url: URL;
  try {
    url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  } catch {
    return PLACEHOLDER_IMAGE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return PLACEHOLDER_IMAGE;
  if (origin !== undefined && url.origin === origin) return url.href;

  url.protocol = 'https:';
  const vector = /\.svgz?$/i.test(url.pathname);
  if (size !== 'original' && !vector && !url.searchParams.has(PROCESS_PARAM)) {
    url.searchParams.set(PROCESS_PARAM, SIZE_PROCESS[size]);
  }
  // URLSearchParams encodes '/' and ','; the image service reads the parameter either way,
  // but the plain form is the documented one and easier to read in logs.
  return url.href.replace(
    /x-oss-process=([^&#]*)/,
    (_m, value: string) => `x-oss-process=${decodeURIComponent(value)}`,
  );
}
