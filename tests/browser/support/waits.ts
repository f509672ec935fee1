// How long a browser test waits for the page to show what it should: a chunk, a screen's
// title, a request's answer, a stored file. CI's machine has run the suite both in 17 and in
// 40 minutes; a screen that shows in a second on a quiet machine took more than 15 s there.
// The wait guards against a page that never gets there (the test still fails then); it is
// not a measure of speed (bench/ measures that).
export const PAGE_WAIT_MS = 90_000;

/** The options object for playwright's waits and vitest's polls. */
export const pageWait = { timeout: PAGE_WAIT_MS } as const;
