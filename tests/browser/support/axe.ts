import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's 'serious' and 'critical' WCAG 2 A/AA violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Legacy mode: no blank page opened to finish each run (the pages have no frames of another
  // origin). The options first: options() replaces what withTags() set.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe-core on the page as it is now: no 'serious' or 'critical' WCAG 2 A/AA violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
