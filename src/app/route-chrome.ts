// Page title and body background follow the current route (spec point 2).
import { i18n } from '@lingui/core';
import { i18nFor } from '@/lib/i18n';
import { DEFAULT_BACKGROUND, mergeRouteMeta, type RouteMeta } from '@/lib/route-meta';
import { SESSION_KEYS, writeSession } from '@/lib/storage-keys';

let lastMatches: ReadonlyArray<{ staticData?: RouteMeta }> = [];

export function applyRouteChrome(matches: ReadonlyArray<{ staticData?: RouteMeta }>): void {
  lastMatches = matches;
  const meta = mergeRouteMeta(matches);
  // A title outside the loaded catalog (a deep link, before the full catalog arrives) waits for
  // it: the shell re-applies on the catalog's change, and nothing reads a missing string.
  if (meta.title && meta.title.id in i18n.messages) document.title = i18n._(meta.title);
  // A document in its own language (a legal text) has its tab title in that language too.
  const { title, titleLocale } = meta;
  if (title && titleLocale) {
    void i18nFor(titleLocale)
      .then((own) => {
        if (lastMatches === matches) document.title = own._(title);
      })
      .catch(() => undefined); // offline without that catalog: the interface's title stays
  }
  document.body.style.backgroundColor = meta.background ?? DEFAULT_BACKGROUND;
}

/** After a language switch the same route gets its title in the new language. */
export function reapplyRouteChrome(): void {
  applyRouteChrome(lastMatches);
}

/** Remembered so that back has somewhere to go when there is no history and no referrer. */
export function rememberRoute(href: string): void {
  writeSession(SESSION_KEYS.previousRoute, href);
}
