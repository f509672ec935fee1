// Keeps the conversation at the bottom while an answer streams, unless the reader scrolled
// up to read; scrolling back to the bottom re-pins it. Growth without a new chunk (the
// markdown renderer arriving, an image loading) is followed too.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 48;

export function useAutoScroll<T extends HTMLElement>(trigger: unknown) {
  const container = useRef<T>(null);
  const pinned = useRef(true);

  const onScroll = useCallback(() => {
    const element = container.current;
    if (!element) return;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  useLayoutEffect(() => {
    const element = container.current;
    if (element && pinned.current) element.scrollTo({ top: element.scrollHeight });
  }, [trigger]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) element.scrollTo({ top: element.scrollHeight });
    });
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return { container, onScroll };
}
