// The click heatmap (spec point 9): controls, and li, img, i, span; a div only at depth 1
// (a div with no element grandchildren), the way the analytics SDK collects them.
import { boundString } from './bounds';
import { track } from './record';

const ALWAYS = new Set(['a', 'button', 'input', 'select', 'textarea', 'label', 'li', 'img', 'i', 'span']);

function isCollected(element: Element): boolean {
  const tag = element.tagName.toLowerCase();
  if (ALWAYS.has(tag)) return true;
  if (tag !== 'div') return false;
  return Array.from(element.children).every((child) => child.children.length === 0);
}

function selectorOf(element: Element): string {
  const parts: string[] = [];
  for (
    let node: Element | null = element;
    node && node !== document.body && parts.length < 6;
    node = node.parentElement
  ) {
    const className = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
    parts.unshift(className ? `${node.tagName.toLowerCase()}.${className}` : node.tagName.toLowerCase());
  }
  return parts.join('>');
}

/** Records one click on `clicked` at page coordinates (x, y), made at `time`. */
export function recordClick(clicked: EventTarget | null, x: number, y: number, time = Date.now()): void {
  let target = clicked instanceof Element ? clicked : null;
  while (target && !isCollected(target)) target = target.parentElement;
  if (!target) return;
  void track(
    'click',
    {
      element: target.tagName.toLowerCase(),
      selector: boundString(selectorOf(target)),
      text: boundString((target.textContent ?? '').trim()),
      x: Math.round(x),
      y: Math.round(y),
      pageWidth: document.documentElement.scrollWidth,
      pageHeight: document.documentElement.scrollHeight,
    },
    undefined,
    time,
  );
}

export function onClick(event: MouseEvent): void {
  recordClick(event.target, event.pageX, event.pageY);
}
