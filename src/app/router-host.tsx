// When the router exists and when it is mounted. The first screen of / paints without it (no
// router code in the first load: src/app/shell/first-screen.tsx); the router loads after that
// screen, and mounts at the first navigation, which it then carries out. Every other address
// opens with the router at once. main.tsx renders whatever this hands it.
import type { ReactNode } from 'react';
import { nextTask } from '@/lib/after-paint';
import { setAppNavigator } from '@/lib/app-navigation';
import { firstScreenRendered } from './after-first-screen';
import type { AppRouter } from './router';

type Render = (content: ReactNode) => void;

let render: Render | null = null;
let loading: Promise<{ router: AppRouter; root: ReactNode }> | null = null;
let created: AppRouter | null = null;
let mounted: AppRouter | null = null;
const whenCreated: Array<(router: AppRouter) => void> = [];

/** How main.tsx shows the router's tree once it mounts. */
export function setRouterRenderer(renderer: Render): void {
  render = renderer;
}

/** Calls `listener` with the router once it is created (at once if it is). */
export function onRouterCreated(listener: (router: AppRouter) => void): void {
  if (created) listener(created);
  else whenCreated.push(listener);
}

/** Loads the router's code and creates the router, in tasks of their own; not mounted yet. */
export function loadRouter(): Promise<{ router: AppRouter; root: ReactNode }> {
  loading ??= import('./router').then(
    async ({ createAppRouter, RouterRoot }) => {
      await nextTask();
      const router = createAppRouter();
      created = router;
      for (const listener of whenCreated.splice(0)) listener(router);
      return { router, root: <RouterRoot router={router} /> };
    },
    (error: unknown) => {
      loading = null; // offline without the chunk: the next attempt tries again
      throw error;
    },
  );
  return loading;
}

let mounting: Promise<void> | null = null;

/**
 * Mounts the router (first carrying out the navigation to `href`, if any), so that its tree
 * replaces the first screen in one render; once it is mounted, only navigates.
 */
export function showRouter(href?: string): Promise<void> {
  if (mounted) return href ? mounted.navigate({ href }) : Promise.resolve();
  // A navigation asked for while the router mounts goes once it is mounted.
  if (mounting) return href ? mounting.then(() => showRouter(href)) : mounting;
  mounting = mount(href).finally(() => (mounting = null));
  return mounting;
}

async function mount(href: string | undefined): Promise<void> {
  const { router, root } = await loadRouter();
  // Loaded before it renders: the route's code and data are ready, so the first render of
  // the router's tree is complete (and time-sliced) rather than pending, then redrawn.
  await (href ? router.navigate({ href }) : router.load());
  mounted = router;
  setAppNavigator({
    navigate: (to) => void router.navigate({ href: to }),
    // buildLocation reads an href as the links' own option does; the type asks for `to` alone.
    prepare: (to) => void router.preloadRoute({ href: to } as never).catch(() => undefined),
  });
  if (!render) throw new Error('router-host: no renderer set');
  // A visit that opened elsewhere than /: the router's first route is the first screen.
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    firstScreenRendered();
  });
  render(root);
}

/**
 * The first screen of /: a link mounts the router and goes (reaching for one loads it), and
 * so does any other way of leaving / that the router would follow: back and forward, and
 * history.pushState or replaceState by other code (a host's bridge, a wrapper).
 */
export function followFromFirstScreen(): void {
  setAppNavigator({
    navigate: (href) =>
      void showRouter(href).catch(() => {
        // The router's code cannot load (offline, not cached): the browser goes there itself.
        window.location.assign(href);
      }),
    prepare: () => void loadRouter().catch(() => undefined),
  });
  const follow = () => {
    if (mounted || mounting || window.location.pathname === '/') return;
    void showRouter().catch(() => window.location.reload());
  };
  addEventListener('popstate', follow);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      queueMicrotask(follow);
    };
  }
}
