import { useCallback } from 'react';

/**
 * A callback ref that keeps the element's height in a CSS variable on the document while it is
 * shown: the mini-player's `--mini-player-height`, which screens with controls pinned to the
 * bottom (the map guide) and the spacer under the page use to stay clear of it.
 */
export function useHeightVariable(name: `--${string}`): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const root = document.documentElement.style;
      const observer = new ResizeObserver(() => root.setProperty(name, `${element.offsetHeight}px`));
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.removeProperty(name);
      };
    },
    [name],
  );
}
