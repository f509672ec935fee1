// In-app navigation for code that must not load the router: the first screen of / runs
// without it (src/app/router-host.ts), so its links and banners navigate through here. The
// app sets the navigator: before the router exists, a navigation creates it and then goes;
// once it exists, the router navigates.

export interface AppNavigator {
  /** Goes to an address of the app (or an external one, which the router opens as a page). */
  navigate: (href: string) => void;
  /** A visitor reaches for a link to `href` (hover, touch, focus): get ready to go there. */
  prepare: (href: string) => void;
}

let current: AppNavigator = {
  navigate: (href) => window.location.assign(href),
  prepare: () => undefined,
};

export function setAppNavigator(navigator: AppNavigator): void {
  current = navigator;
}

export function navigateInApp(href: string): void {
  current.navigate(href);
}

export function prepareNavigation(href: string): void {
  current.prepare(href);
}
