// JS + CSS transferred (compressed bytes on the wire) for the first load of / in a cold
// browser, until the home page shows its content and the network is idle. The entry CSS is
// inlined into index.html, so the HTML document is counted and printed beside them.
import { launchChromium } from '../tests/browser/support/browser';
import { startAppServer } from '../tests/browser/support/app-server';

export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

export interface FirstLoadFigures {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  files: Array<{ url: string; bytes: number; type: string }>;
}

export async function measureFirstLoad(): Promise<FirstLoadFigures> {
  const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  try {
    // The budget is stated in gzip bytes: ask for gzip (the server prefers brotli when offered).
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    const pending: Array<Promise<{ url: string; bytes: number; type: string }>> = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
      pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize, type })));
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('.card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);
    await context.close();
    const sum = (type: string) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0);
    return { jsBytes: sum('script'), cssBytes: sum('stylesheet'), htmlBytes: sum('document'), files };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureFirstLoad();
  for (const file of figures.files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = figures.jsBytes + figures.cssBytes + figures.htmlBytes;
  console.log(
    `first load of /: JS ${kb(figures.jsBytes)} + CSS files ${kb(figures.cssBytes)} + index.html with inline CSS ${kb(figures.htmlBytes)} = ${kb(total)} gzip (budget 120 KB, ratio ${(total / FIRST_LOAD_BUDGET_BYTES).toFixed(2)})`,
  );
}
