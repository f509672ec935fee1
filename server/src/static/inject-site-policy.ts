// index.html carries the site policy (wrapper origins, answer image hosts) beside the public
// key, so the page checks messages and images against the same lists the server's
// Content-Security-Policy names, online or offline (the worker caches the page with it).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_POLICY_ELEMENT_ID, type SitePolicy } from '@contract/site-policy';
import { styleHash } from '../lib/csp';
import { scriptSafeJson } from './boot-data';
import type { Transform } from './file-cache';
import { insertBeforeHeadEnd } from './inject-key';

export function injectSitePolicy(html: string, policy: SitePolicy): string {
  return insertBeforeHeadEnd(
    html,
    `<script type="application/json" id="${SITE_POLICY_ELEMENT_ID}">${scriptSafeJson(policy)}</script>`,
  );
}

export function sitePolicyTransform(policy: SitePolicy): Transform {
  const id = `site-policy:${createHash('sha1').update(JSON.stringify(policy)).digest('base64url')}`;
  return { id, apply: (body) => Buffer.from(injectSitePolicy(body.toString('utf8'), policy), 'utf8') };
}

/**
 * The CSP hashes of the inline <style> blocks of the built index.html, re-read when the file
 * changes (a rebuild under a running server); none when the app is not built.
 */
export function shellStyleHashes(distDir: string): () => readonly string[] {
  const file = join(distDir, 'index.html');
  let seen: { mtimeMs: number; size: number; hashes: string[] } | null = null;
  return () => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return [];
    }
    if (seen && seen.mtimeMs === stats.mtimeMs && seen.size === stats.size) return seen.hashes;
    const html = readFileSync(file, 'utf8');
    const hashes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => styleHash(m[1]!));
    seen = { mtimeMs: stats.mtimeMs, size: stats.size, hashes };
    return hashes;
  };
}
