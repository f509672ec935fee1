// Does the screen fit the phone? Three rules, each a fault a visitor sees:
//
// 1. Too wide: the page scrolls sideways (the document's scrollWidth passes the viewport), or
//    a box or a text shows beyond the viewport's left or right edge. Deliberate horizontal
//    scrollers (chip rows, banner and guide carousels) are allowed by counting every box by its
//    *visible* part, what its ancestors with overflow-x other than `visible` (auto, scroll,
//    hidden, clip) let through: a card further along a carousel is clipped by the carousel and
//    does not count; the carousel itself does, so a carousel wider than the phone is a fault.
// 2. Cut off: a text runs past a box that hides its overflow (hidden or clip; not a scroller,
//    not the 1 px of a visually hidden label, not a box that ends it with an ellipsis on purpose).
// 3. Spilled: a text runs out of its own block (the nearest ancestor not laid out inline) while
//    that block shows its overflow, so it lies over its neighbours (a long word in a tile).
//
// Texts count by their own boxes, since a word can run out of a box that itself fits.
import type { Page } from 'playwright-core';

export interface FitReport {
  viewport: number;
  scrollWidth: number;
  /** The outermost boxes and texts beyond an edge, as `tag.class "text" left..right`. */
  offenders: string[];
  /** Texts cut off by a box that hides its overflow. */
  clipped: string[];
  /** Texts running out of their own block over what is beside it. */
  spilled: string[];
}

/** Runs in the page; one function with no helpers of its own, so that it serialises whole. */
function measureInPage(): FitReport {
  const viewport = window.innerWidth;
  // Sub-pixel layouts: the page's scrollWidth rounds, so a box 0.6 px past the edge widens it;
  // a text's own box may pass its block by a glyph's overhang.
  const edgeSlack = 0.5;
  const textSlack = 1;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const outside = new Set<Node>();
  const seen = new Map<Element, boolean>();
  const report: FitReport = { viewport, scrollWidth: 0, offenders: [], clipped: [], spilled: [] };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const isText = node.nodeType === Node.TEXT_NODE;
    const owner = isText ? node.parentElement : (node as Element);
    if (!owner || (isText && !node.textContent?.trim())) continue;
    // Not on screen: inside a closed <details> (its content is skipped, and Chromium keeps the
    // layout it had before a resize) or under display: none.
    let visible = seen.get(owner);
    if (visible === undefined) {
      visible = owner.checkVisibility();
      seen.set(owner, visible);
    }
    if (!visible) continue;
    let box: DOMRect;
    if (isText) {
      const range = document.createRange();
      range.selectNodeContents(node);
      box = range.getBoundingClientRect();
    } else box = owner.getBoundingClientRect();
    if (box.width === 0) continue;
    let left = box.left;
    let right = box.right;
    let cut = false;
    let spilled = false;
    let block: Element | null = null;
    const first = isText ? owner : owner.parentElement;
    for (let parent = first; parent && parent !== document.body; parent = parent.parentElement) {
      let style = styles.get(parent);
      if (!style) {
        style = getComputedStyle(parent);
        styles.set(parent, style);
      }
      const isBlock = isText && !block && style.display !== 'inline' && style.display !== 'contents';
      if (!isBlock && style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const passes = right > clip.right + textSlack || left < clip.left - textSlack;
      if (isBlock) {
        block = parent;
        spilled = style.overflowX === 'visible' && passes;
      }
      if (style.overflowX === 'visible') continue;
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (isText && hides && clip.width > 1 && style.textOverflow !== 'ellipsis' && passes) cut = true;
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    const shows = right - left > 0;
    const isOutside = shows && (right > viewport + edgeSlack || left < -edgeSlack);
    if (!isOutside && !(shows && (cut || spilled))) continue;
    const classes = owner.classList.length ? `.${Array.from(owner.classList).join('.')}` : '';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = `${owner.tagName.toLowerCase()}${classes} "${text}" ${Math.round(box.left)}..${Math.round(box.right)}`;
    if (shows && cut) report.clipped.push(label);
    if (shows && spilled && !cut) report.spilled.push(label);
    if (!isOutside) continue;
    outside.add(node);
    // Only the outermost: the boxes and texts inside an offender add nothing.
    if (!node.parentNode || !outside.has(node.parentNode)) report.offenders.push(label);
  }
  report.scrollWidth = document.documentElement.scrollWidth;
  return report;
}

export async function measureFit(page: Page): Promise<FitReport> {
  return page.evaluate(measureInPage);
}

export const fits = (report: FitReport) =>
  report.scrollWidth <= report.viewport &&
  report.offenders.length + report.clipped.length + report.spilled.length === 0;

/** What did not fit, in one line. */
export function describeMisfit(report: FitReport): string {
  return [
    `${report.scrollWidth} px wide`,
    ...report.offenders.map((o) => `beyond the edge: ${o}`),
    ...report.clipped.map((o) => `cut off: ${o}`),
    ...report.spilled.map((o) => `spills out of its box: ${o}`),
  ].join('; ');
}

/** A new width, measured once the page has laid itself out again (one frame: resize listeners ran). */
export async function measureAtWidth(page: Page, width: number, height = 844): Promise<FitReport> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  return measureFit(page);
}
