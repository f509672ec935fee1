// Maps a URL path onto a file under a root folder, refusing anything that could escape it.
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';

/** Decoded relative path ('' for the root), or null for traversal, dotfiles or bad escapes. */
export function safeRelative(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'))) return null;
  return segments.join('/') + (decoded.endsWith('/') && segments.length ? '/' : '');
}

export async function statFile(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

export const notFoundText = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
