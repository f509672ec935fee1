// Route metadata (spec point 2): title, navigation-bar, footer, handle-area and
// fixed-layout flags, plus the body background. Declared on each route as `staticData`.
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from './contract';

export interface RouteMeta {
  /** Page title, localized; also shown in the top bar when `navBar` is on. */
  title?: MessageDescriptor;
  /** The page's document is in this language (a legal text): its tab title follows it. */
  titleLocale?: Locale;
  /** Top navigation bar with a back arrow (only /login has it on). */
  navBar?: boolean;
  /** Bottom tabs. */
  footer?: boolean;
  /** The page pins an action area to the bottom (chat input, checkout bar). */
  handleArea?: boolean;
  /** The page fills the viewport and scrolls inside itself (chat, map, player). */
  fixedLayout?: boolean;
  /** Body background colour; light grey when absent. */
  background?: string;
}

export const DEFAULT_BACKGROUND = '#f5f5f5';

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface StaticDataRouteOption extends RouteMeta {}
}

/** The deepest route's metadata wins. */
export function mergeRouteMeta(matches: ReadonlyArray<{ staticData?: RouteMeta }>): RouteMeta {
  return matches.reduce<RouteMeta>((meta, match) => ({ ...meta, ...match.staticData }), {});
}
