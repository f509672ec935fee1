// Back. The /login top bar keeps the spec's rule: the previous history entry, else the
// referrer, else the saved previous route. The back bar of the screens below a tab returns to
// the previous screen of the app, else to the screen's tab (docs/decisions/0048-a-way-back.md).
import { readSession, SESSION_KEYS } from '@/lib/storage-keys';
import { tabRootOf, type TabRoot } from './tab-roots';

interface BackTarget {
  kind: 'history' | 'referrer' | 'saved';
  href: string;
}

export function chooseBackTarget(input: {
  historyIndex: number;
  referrer: string;
  savedRoute: string | null;
  basePath: string;
}): BackTarget {
  if (input.historyIndex > 0) return { kind: 'history', href: '' };
  if (input.referrer) return { kind: 'referrer', href: input.referrer };
  const saved = input.savedRoute && input.savedRoute.startsWith('/') ? input.savedRoute : '/';
  const base = input.basePath.replace(/\/$/, '');
  return { kind: 'saved', href: `${base}${saved}` };
}

export function goBack(): void {
  const state = window.history.state as { __TSR_index?: number } | null;
  const target = chooseBackTarget({
    historyIndex: state?.__TSR_index ?? 0,
    referrer: document.referrer,
    savedRoute: readSession(SESSION_KEYS.previousRoute),
    basePath: import.meta.env.BASE_URL,
  });
  if (target.kind === 'history') window.history.back();
  else window.location.assign(target.href);
}

export type BarBackTarget = { kind: 'history' } | { kind: 'tab'; to: TabRoot };

/**
 * `historyIndex` is TanStack's index of this entry in the app's own history: 0 on a page that
 * was opened by a link, a scanned code, a bookmark or a full reload of a fresh tab. Then the
 * entry before it (if any) belongs to another site, so back goes up to the tab instead.
 */
export function chooseBarBackTarget(input: { historyIndex: number; pathname: string }): BarBackTarget {
  if (input.historyIndex > 0) return { kind: 'history' };
  return { kind: 'tab', to: tabRootOf(input.pathname) };
}
