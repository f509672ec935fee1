// Back on the screens below a tab (docs/decisions/0048-a-way-back.md): the previous screen of
// the app, else up to the screen's tab. Loaded with the back bar, not with the first screen.
import { tabRootOf, type TabRoot } from './tab-roots';

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
