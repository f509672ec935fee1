// Keeps the conversation at the bottom while an answer streams, unless the reader scrolled
// up to read; scrolling back to the bottom re-pins it. Growth without a new chunk (the
// markdown renderer arriving, an image loading) is followed too, and so is the list's own
// box getting shorter (the context's questions appearing under it). A new question (`count`
// grows) pins it again: the visitor asked from wherever they had scrolled to, and wants the answer.
//
// A scroll event arrives a frame after the scroll: a chunk landing in between must not pull
// a reader who just scrolled up back down, so the position is compared with where the last
// follow left it; and the event of our own scroll is not taken for the reader's. With nothing
// in the conversation yet there is nothing to follow: the greeting stays where it was drawn.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 48;

export function useAutoScroll<T extends HTMLElement>(trigger: unknown, count: number) {
  const container = useRef<T>(null);
  const pinned = useRef(true);
  const counted = useRef(count);
  // scrollTop as the last follow (or the reader's last scroll) left it.
  const knownTop = useRef(0);

  const follow = useCallback(() => {
    const element = container.current;
    if (!element) return;
    if (element.scrollTop < knownTop.current - 1) pinned.current = false; // moved up; its event is still to come
    // No question or answer yet: nothing to keep in view, and the greeting stays where it was
    // drawn (the loading line under the suggestions must not scroll it up).
    if (pinned.current && counted.current > 0) element.scrollTo({ top: element.scrollHeight });
    knownTop.current = element.scrollTop;
  }, []);

  const onScroll = useCallback(() => {
    const element = container.current;
    if (!element || element.scrollTop === knownTop.current) return; // our own scroll, or no move
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    knownTop.current = element.scrollTop;
  }, []);

  useLayoutEffect(() => {
    if (count > counted.current) pinned.current = true;
    counted.current = count;
    follow();
  }, [trigger, count, follow]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [follow]);

  return { container, onScroll };
}
