// Back on /login's top bar (spec point 2): the previous history entry, else the referrer, else
// the saved previous route. The back bar below a tab has its own rule (./back-target.ts).
import { readSession, SESSION_KEYS } from '@/lib/storage-keys';

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
