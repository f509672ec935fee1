// Vite plugin: the home route is code-split like every route, but it is also the first
// screen most visitors see. Preloading its chunk (and the chunks it imports) from
// index.html lets it download in parallel with the entry instead of after it.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
}

export function preloadHomeRoute(routeFile = 'src/routes/index.tsx'): Plugin {
  return {
    name: 'preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const home = chunks.find((c) => c.facadeModuleId?.includes(routeFile) && !c.isEntry);
        if (!home) throw new Error(`preload-home-route: no chunk for ${routeFile}`);
        const files = new Set<string>();
        const visit = (chunk: ChunkLike) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const name of chunk.imports ?? []) {
            const imported = bundle[name];
            if (imported) visit(imported);
          }
        };
        visit(home);
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
