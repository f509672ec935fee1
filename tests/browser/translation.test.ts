// Content the visitor's language lacks: the stored machine translation is shown and labelled,
// kept in Dexie for offline reading; a human translation always wins; without any
// translation the English text stays, unlabelled.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { waitForWorkerControl } from './support/worker-control';

const app = useAppAndBrowser();

const area = JSON.parse(readFileSync('content/places/scenic/aba-jiuzhaigou.json', 'utf8')) as {
  points: Array<{ id: string; name: Record<string, string>; narration: Record<string, string> }>;
};
const point = area.points[0]!;
const french = (
  JSON.parse(readFileSync('content/translations/fr/aba-jiuzhaigou.json', 'utf8')) as Record<string, { text: string }>
)[`points.${point.id}.narration`]!.text;

async function openPoint(lang: string) {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('machine-translation')) calls.push(request.url());
  });
  await page.goto(`${app.server.baseUrl}/pointDetail?id=${point.id}`);
  return { context, page, calls };
}

describe('machine translation of content', () => {
  it('shows the stored French narration, labelled, in one request; offline it reads it from Dexie', async () => {
    expect(french).toBeTruthy();
    const { context, page, calls } = await openPoint('fr');
    await page.getByText(french.slice(0, 40)).first().waitFor();
    await page.getByText('Traduction automatique').first().waitFor();
    expect(await page.getByText(point.narration.en!.slice(0, 40)).count()).toBe(0);
    // Every text on the page that needed a translation went out in one batched request.
    expect(calls).toHaveLength(1);

    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByText(french.slice(0, 40)).first().waitFor();
    await page.getByText('Traduction automatique').first().waitFor();
    await context.close();
  });

  it('keeps the human text where one exists, unlabelled', async () => {
    const { context, page, calls } = await openPoint('en');
    await page.getByText(point.narration.en!.slice(0, 40)).first().waitFor();
    expect(await page.getByText('Machine translation').count()).toBe(0);
    expect(calls).toHaveLength(0);
    await context.close();
  });

  // Every text of the sample now has a translation in every locale (issue 18): the case of a
  // text with none (the route answers null, machine-translation.test.ts; the page keeps the
  // English) no longer occurs in this content.
  it('shows the Vietnamese narration from the content translations, with one notice', async () => {
    const vietnamese = (
      JSON.parse(readFileSync('content/translations/vi/aba-jiuzhaigou.json', 'utf8')) as Record<
        string,
        { text: string }
      >
    )[`points.${point.id}.narration`]!.text;
    const { context, page } = await openPoint('vi');
    await page.getByText(vietnamese.slice(0, 40)).first().waitFor();
    expect(await page.getByText(point.narration.en!.slice(0, 40)).count()).toBe(0);
    await expect.poll(() => page.locator('.machine-notice').count()).toBe(1);
    await context.close();
  });
});
