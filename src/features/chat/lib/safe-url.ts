// Links and images in answers: only http(s), mailto, tel and relative addresses survive;
// javascript:, data:, vbscript: and anything else become '' (an inert link).
const SAFE = /^(https?:|mailto:|tel:)/i;

export function safeUrl(url: string): string {
  // Control characters and spaces are stripped the way browsers do before reading a scheme.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(compact);
  if (!scheme) return url;
  return SAFE.test(compact) ? url : '';
}
