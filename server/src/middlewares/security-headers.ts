// Headers every answer carries (issue 14, item 11). Pages and the service worker get a
// Content-Security-Policy that allows only our own scripts (no inline script: the app's
// inline elements are JSON and text, never run), the inline boot style by its hash, images
// from us and the answer image hosts the operator chose, and framing by the allowed wrapper
// origins. Everything else (JSON, media, uploads) gets a policy that lets it do nothing if it
// is ever opened as a document. A route that sets its own policy (the sandbox payment page)
// keeps it.
import type { MiddlewareHandler } from 'hono';
import type { SitePolicy } from '@contract/site-policy';
import type { AppBindings } from '../lib/types';

/** The policy of an HTML page (or the worker script) of the app. */
export function documentPolicy(site: SitePolicy, styleHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(' ')}`.trimEnd(),
    `img-src 'self' data: blob: ${site.imageHosts.join(' ')}`.trimEnd(),
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${site.wrapperOrigins.join(' ')}`.trimEnd(),
  ].join('; ');
}

/**
 * The scan's recognition worker (src/features/scan/worker) compiles OpenCV.js's WebAssembly and
 * its bindings build functions at run time: its script, and only it, may do both. A worker has
 * no DOM and runs our code alone; the pages keep the strict policy.
 */
const SCAN_WORKER = /^\/assets\/recognition\.worker-[\w-]+\.js$/;
export const scanWorkerPolicy = (site: SitePolicy, styleHashes: readonly string[]) =>
  documentPolicy(site, styleHashes).replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'");

const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const isDocumentType = (type: string | null) =>
  !!type && /^(text\/html|text\/javascript|application\/javascript)\b/i.test(type);

export function securityHeaders(
  site: SitePolicy,
  shellStyleHashes: () => readonly string[],
): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    // Session ids and order numbers travel in our addresses: no other site sees them.
    headers.set('Referrer-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
    // A 304 carries no Content-Type, and the browser copies its headers onto the response it
    // kept: a resource policy there would sandbox a cached page on its next revalidation.
    if (c.res.status !== 304 && !headers.has('Content-Security-Policy')) {
      const document = isDocumentType(headers.get('Content-Type'));
      const policy = SCAN_WORKER.test(c.req.path) ? scanWorkerPolicy : documentPolicy;
      headers.set('Content-Security-Policy', document ? policy(site, shellStyleHashes()) : RESOURCE_POLICY);
    }
  };
}
