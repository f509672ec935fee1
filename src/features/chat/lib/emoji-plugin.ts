// remark-emoji carries the whole emoji table (about 100 KB gzip): it loads only once an answer
// contains a :shortcode:, and until then answers render without it (shortcodes as typed).
import type { Pluggable } from 'unified';

const SHORTCODE = /:[a-z0-9_+-]+:/i;

let plugin: Pluggable | null = null;
let loading: Promise<Pluggable> | null = null;

export const mayHaveEmoji = (text: string): boolean => SHORTCODE.test(text);

export function loadEmojiPlugin(): Promise<Pluggable> {
  loading ??= import('remark-emoji').then((module) => (plugin = module.default));
  return loading;
}

/** The plugin if it has loaded; null before. */
export const emojiPlugin = (): Pluggable | null => plugin;
