// The postal address as a member meets it: a row on Mine opens /address; the form refuses an
// empty or wrong address in place, saves a mainland address picked from the province and city
// lists, and after a reload it is still there; an address abroad takes a country and typed
// names. Inside the messaging app a stand-in `wx.openAddress` fills the same five fields,
// its district (which the SDK calls countryName) in front of the street; inside the host the
// real SDK, loaded on demand, offers its picker. One page throughout, one more for the host.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ENDPOINTS, type PostalAddress } from '../../src/lib/contract/address';
import type { LoginResult } from '../../src/lib/contract/member';
import { startAppServer, type RunningServer } from './support/app-server';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { loginByApi, storeLoginBeforeLoad } from './support/member-login';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
let login: LoginResult;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
  login = await loginByApi(server.baseUrl, server.logs, '13500000061');
  token = login.token;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await storeLoginBeforeLoad(page, login);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the server keeps for the member now. */
async function stored(): Promise<PostalAddress | null> {
  const res = await fetch(`${server.baseUrl}/api${ADDRESS_ENDPOINTS.get}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: PostalAddress | null }).data;
}

const MESSAGING_HOST_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 ' +
  'MicroMessenger/8.0.50.2600(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN miniProgram/wx0123456789abcdef';

const field = (label: string) => page.getByLabel(label, { exact: true });
const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('postal address', () => {
  it('is filled in a form, refused in place when wrong, saved, and still there after a reload', async () => {
    await page.goto(`${server.baseUrl}/mine`);
    await page.getByRole('link', { name: 'Postal address' }).click();
    await page.getByRole('heading', { name: 'Postal address' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/address');
    // A plain browser has no host picker.
    await field('Country or region').waitFor();
    expect(await page.getByRole('button', { name: 'Fill in from WeChat' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(3);
    expect(await field('Province').getAttribute('aria-invalid')).toBe('true');

    await field('Province').selectOption('四川省');
    // The non-Chinese locales see the pinyin before the Chinese name.
    expect(await field('Province').locator('option:checked').textContent()).toBe('Sichuan 四川省');
    await field('City').selectOption('成都市');
    await field('Detailed address').fill('  锦江区红星路二段 70 号 ');
    await field('Postal code').fill('61000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A postal code in mainland China has 6 digits').waitFor();
    expect(await stored()).toBeNull();

    await field('Postal code').fill('610000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    const chengdu = {
      countryName: '中国',
      provinceName: '四川省',
      cityName: '成都市',
      detailInfo: '锦江区红星路二段 70 号',
      postalCode: '610000',
    };
    expect(await stored()).toEqual(chengdu);

    await page.reload();
    await field('Detailed address').waitFor();
    expect(await field('Province').inputValue()).toBe('四川省');
    expect(await field('City').inputValue()).toBe('成都市');
    expect(await field('Detailed address').inputValue()).toBe(chengdu.detailInfo);
    expect(await field('Postal code').inputValue()).toBe('610000');
    expect(await fitsTheScreen()).toBe(true);
    await expectNoSeriousAxeViolations(page);
  });

  it('takes an address abroad with a country from the list and typed names', async () => {
    await field('Country or region').selectOption('德国');
    expect(await field('Country or region').locator('option:checked').textContent()).toBe('Germany');
    // The mainland's province and city do not carry over.
    expect(await field('City').inputValue()).toBe('');
    await field('City').fill('Berlin');
    await field('Postal code (optional)').fill('10117');
    await field('Detailed address').fill('Unter den Linden 1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(await stored()).toEqual({
      countryName: '德国',
      provinceName: '',
      cityName: 'Berlin',
      detailInfo: 'Unter den Linden 1',
      postalCode: '10117',
    });
    await page.reload();
    await field('City').waitFor();
    expect(await field('Country or region').inputValue()).toBe('德国');
    expect(await field('City').inputValue()).toBe('Berlin');
  });

  it("is filled by the messaging app's picker (a stand-in wx.openAddress) in the same shape", async () => {
    await page.addInitScript(() => {
      (window as unknown as { wx: unknown }).wx = {
        openAddress(options: { success: (result: Record<string, string>) => void }) {
          setTimeout(() =>
            options.success({
              errMsg: 'openAddress:ok',
              userName: '张三',
              telNumber: '13800000000',
              provinceName: '广东省',
              cityName: '广州市',
              countryName: '海珠区',
              detailInfo: '新港中路397号',
              postalCode: '510000',
              nationalCode: '440105',
            }),
          );
        },
      };
    });
    await page.reload();
    await page.getByRole('button', { name: 'Fill in from WeChat' }).click();
    await page.getByText('Filled in from WeChat: check it, then save.').waitFor();
    expect(await field('Country or region').inputValue()).toBe('中国');
    expect(await field('Province').inputValue()).toBe('广东省');
    expect(await field('City').inputValue()).toBe('广州市');
    expect(await field('Detailed address').inputValue()).toBe('海珠区 新港中路397号');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(await stored()).toEqual({
      countryName: '中国',
      provinceName: '广东省',
      cityName: '广州市',
      detailInfo: '海珠区 新港中路397号',
      postalCode: '510000',
    });
  });

  it('inside the messaging app, offers its picker through the SDK loaded on demand', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: MESSAGING_HOST_UA });
    const host = await context.newPage();
    await host.addInitScript(() => localStorage.setItem('lang', 'en'));
    await storeLoginBeforeLoad(host, login);
    const sdkLoaded = host.waitForRequest((request) => request.url().includes('weixin-js-sdk'));
    await host.goto(`${server.baseUrl}/address`);
    await sdkLoaded;
    await host.getByRole('button', { name: 'Fill in from WeChat' }).waitFor();
    await context.close();
  });
});
