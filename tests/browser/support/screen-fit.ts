// Does the screen fit the phone? The page must not scroll sideways (the document's
// scrollWidth) and no element may show beyond the viewport's left or right edge.
//
// The rule for deliberate horizontal scrollers (chip rows, banner and guide carousels): an
// element counts by its *visible* box, the part of it that its ancestors with overflow-x other
// than `visible` (auto, scroll, hidden, clip) let through. A card further along a carousel is
// clipped by the carousel and does not count; the carousel itself does, so a carousel wider
// than the phone is still a fault. Elements with no box (display: none, visually hidden 1 px
// labels inside the viewport) are skipped. Texts count by their own boxes, since a word can
// run out of a box that itself fits.
//
// A text cut off inside the page counts too: one that runs past a box hiding its overflow
// (overflow-x hidden or clip, wider than the 1 px of a visually hidden label, not ending in
// an ellipsis on purpose), as a long word in a fixed-width card does.
import type { Page } from 'playwright-core';

export interface FitReport {
  viewport: number;
  scrollWidth: number;
  /** The outermost boxes and the texts showing beyond an edge: `tag.class "text" left..right`. */
  offenders: string[];
  /** Texts cut off by a box that hides its overflow (not a scroller, not an ellipsis). */
  clipped: string[];
}

/** Runs in the page; one function with no helpers of its own, so that it serialises whole. */
function measureInPage(): FitReport {
  const viewport = window.innerWidth;
  // Sub-pixel layouts: the page's scrollWidth rounds, so a box 0.6 px past the edge widens it;
  // a text's own box may pass its clip box by a glyph's overhang.
  const edgeSlack = 0.5;
  const clipSlack = 1;
  const outside = new Set<Node>();
  const offenders: string[] = [];
  const clipped: string[] = [];
  const overflowOf = new Map<Element, CSSStyleDeclaration>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const isText = node.nodeType === Node.TEXT_NODE;
    const owner = isText ? node.parentElement : (node as Element);
    if (!owner || (isText && !node.textContent?.trim())) continue;
    let box: DOMRect;
    if (isText) {
      const range = document.createRange();
      range.selectNodeContents(node);
      box = range.getBoundingClientRect();
    } else box = owner.getBoundingClientRect();
    if (box.width === 0) continue;
    let left = box.left;
    let right = box.right;
    let cutBy: Element | null = null;
    for (
      let parent = isText ? owner : owner.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      let style = overflowOf.get(parent);
      if (!style) {
        style = getComputedStyle(parent);
        overflowOf.set(parent, style);
      }
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (isText && hides && !cutBy && clip.width > 1 && style.textOverflow !== 'ellipsis') {
        if (right > clip.right + clipSlack || left < clip.left - clipSlack) cutBy = parent;
      }
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    const isCut = cutBy !== null && right - left > 0;
    const isOutside = right - left > 0 && (right > viewport + edgeSlack || left < -edgeSlack);
    if (!isCut && !isOutside) continue;
    const classes = owner.classList.length ? `.${Array.from(owner.classList).join('.')}` : '';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = `${owner.tagName.toLowerCase()}${classes} "${text}" ${Math.round(box.left)}..${Math.round(box.right)}`;
    if (isCut) clipped.push(label);
    if (!isOutside) continue;
    outside.add(node);
    // Only the outermost: the texts and boxes inside an offender add nothing.
    if (node.parentNode && outside.has(node.parentNode)) continue;
    offenders.push(label);
  }
  return { viewport, scrollWidth: document.documentElement.scrollWidth, offenders, clipped };
}

export async function measureFit(page: Page): Promise<FitReport> {
  return page.evaluate(measureInPage);
}

export const fits = (report: FitReport) =>
  report.scrollWidth <= report.viewport && report.offenders.length === 0 && report.clipped.length === 0;

/** A new width, measured once the page has laid itself out again (one frame: resize listeners ran). */
export async function measureAtWidth(page: Page, width: number, height = 844): Promise<FitReport> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  return measureFit(page);
}
