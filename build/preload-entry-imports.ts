// Vite plugin: the first screen of / is drawn by the entry and what it imports statically
// (src/main.tsx: React, the shell, the home page; no router). With build.modulePreload off,
// the browser would find those imports only once the entry has arrived and been parsed;
// announcing them in index.html fetches them in parallel with the entry instead.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  isEntry?: boolean;
}

export function preloadEntryImports(): Plugin {
  return {
    name: 'preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return html;
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (!entry) throw new Error('preload-entry-imports: no entry chunk');
        const files = new Set<string>();
        const visit = (chunk: ChunkLike) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const name of chunk.imports ?? []) {
            const imported = bundle[name];
            if (imported) visit(imported);
          }
        };
        visit(entry);
        const tags = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
        return { html, tags };
      },
    },
  };
}
