// Vite plugin: the entry stylesheet is small (about 2 KB compressed) and blocks the first
// paint; inlining it into index.html removes one round trip before anything shows.
import type { Plugin } from 'vite';

export function inlineEntryCss(maxBytes = 16 * 1024): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      let source = html.source;
      for (const match of source.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)) {
        const css = bundle[match[1] ?? ''];
        if (!css || css.type !== 'asset') continue;
        const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
        if (text.length > maxBytes) continue;
        source = source.replace(match[0], `<style>${text}</style>`);
      }
      html.source = source;
    },
  };
}
