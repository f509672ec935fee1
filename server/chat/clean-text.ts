// Text the database can store: PostgreSQL refuses U+0000 in a text value (and with it the
// whole statement), and a lone UTF-16 surrogate has no UTF-8 form (drivers turn it into
// U+FFFD or fail). NUL is dropped, a lone surrogate becomes U+FFFD, everything else is kept.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the NUL is what is removed
  return text.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\ufffd');
}
