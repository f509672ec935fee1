// Pieces of Content-Security-Policy shared by the headers middleware and the server's own
// pages (the sandbox payment page).
import { createHash } from 'node:crypto';

/** The CSP source that allows one inline <style> block by its content. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** A self-contained server page: inline CSS by hash, forms to us, no script, no framing. */
export const serverPagePolicy = (styleHashes: readonly string[]) =>
  `default-src 'none'; style-src ${styleHashes.join(' ')}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
