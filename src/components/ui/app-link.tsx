// A link of the app that works with or without the router. Under the router (every screen
// once it is mounted) it is the router's own <Link>, provided through LinkProvider; on the
// first screen of /, which paints before the router is even loaded, it is a plain anchor with
// the same attributes whose click hands the address to the app's navigator (it loads the
// router, then goes). The router's types still check every `to` and `search`.
import type { LinkComponent } from '@tanstack/react-router';
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { navigateInApp, prepareNavigation } from '@/lib/app-navigation';

type Attributes = AnchorHTMLAttributes<HTMLAnchorElement> & Record<`data-${string}`, string | undefined>;

/** What the first screen's links use of the router's link options. */
export interface PlainLinkProps extends Omit<Attributes, 'children'> {
  to?: string;
  search?: Record<string, unknown> | true;
  activeOptions?: { exact?: boolean; includeSearch?: boolean };
  activeProps?: Attributes | (() => Attributes);
  inactiveProps?: Attributes | (() => Attributes);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** The router's search string for these values (its stringifySearchWith(JSON.stringify)). */
export function searchString(search: PlainLinkProps['search']): string {
  if (!search || search === true) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    query.set(key, value && typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The router's rule: the same path (exact), or the path or below it. */
export function isActivePath(current: string, to: string, exact = false): boolean {
  if (exact || to === current) return to === current;
  return current.startsWith(to.endsWith('/') ? to : `${to}/`);
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!target || target === '_self');

/** The first screen's link: the anchor the router's <Link> would draw, without the router. */
export function PlainLink(props: PlainLinkProps) {
  const { to = '/', search, activeOptions, activeProps, inactiveProps, children, ...anchor } = props;
  const href = `${to}${searchString(search)}`;
  const isActive = isActivePath(window.location.pathname, to, activeOptions?.exact);
  const chosen = isActive ? activeProps : inactiveProps;
  const state = (typeof chosen === 'function' ? chosen() : chosen) ?? (isActive ? { className: 'active' } : {});
  const className = [anchor.className, state.className].filter(Boolean).join(' ') || undefined;
  const prepare = () => prepareNavigation(href);
  return (
    <a
      {...anchor}
      {...state}
      href={href}
      className={className}
      {...(isActive ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
      onClick={(event) => {
        anchor.onClick?.(event);
        if (!plainClick(event, anchor.target)) return;
        event.preventDefault();
        navigateInApp(href);
      }}
      onPointerEnter={(event) => {
        anchor.onPointerEnter?.(event);
        prepare();
      }}
      onTouchStart={(event) => {
        anchor.onTouchStart?.(event);
        prepare();
      }}
      onFocus={(event) => {
        anchor.onFocus?.(event);
        prepare();
      }}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </a>
  );
}

/** Draws a link: by default the first screen's plain anchor. */
export type LinkRenderer = (props: PlainLinkProps) => ReactNode;

const LinkRendering = createContext<LinkRenderer>((props) => <PlainLink {...props} />);

/** Under the router: its <Link> for every AppLink below. */
export const LinkProvider = LinkRendering.Provider;

function AppLinkView(props: PlainLinkProps) {
  return useContext(LinkRendering)(props);
}

/** The router's <Link>, typed as it is, drawn by whichever implementation is provided. */
export const AppLink = AppLinkView as unknown as LinkComponent<'a'>;
