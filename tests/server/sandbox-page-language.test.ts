// Issue 16: the sandbox payment page speaks the visitor's language. Its words live in one
// server module in all 11 locales; the page takes the language from ?lang (the app adds it),
// else from Accept-Language, else cn (docs/decisions/0050-sandbox-page-language.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/contract/locales';
import { MEMBER_ENDPOINTS, type Order, type PaymentStart } from '../../src/lib/contract/member';
import { localeOfAcceptLanguage, pageLocale } from '../../server/src/providers/payment/page-locale';
import { SANDBOX_STRINGS, type SandboxStrings } from '../../server/src/providers/payment/sandbox-strings';
import { createMember, lockPoint, memberApi, TEST_PAYMENT_SECRET, uuid } from './helpers/order-fixtures';
import { startTestServer, type TestServer } from './helpers/start';

const KEYS = Object.keys(SANDBOX_STRINGS.en) as (keyof SandboxStrings)[];

describe('the sandbox page strings', () => {
  it('has every key, filled, in all 11 locales, and nothing more', () => {
    expect(Object.keys(SANDBOX_STRINGS).sort()).toEqual([...LOCALES].sort());
    expect(KEYS.length).toBeGreaterThan(5);
    for (const locale of LOCALES) {
      const words = SANDBOX_STRINGS[locale] as unknown as Record<string, unknown>;
      expect(Object.keys(words).sort(), locale).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(typeof words[key] === 'string' && (words[key] as string).trim() !== '', `${locale}.${key}`).toBe(true);
      }
    }
  });

  it('is translated: no locale but English says a key in English, and the title keeps its placeholder', () => {
    for (const locale of LOCALES) {
      expect(SANDBOX_STRINGS[locale].title, locale).toContain('{merchant}');
      if (locale === 'en') continue;
      for (const key of KEYS)
        expect(SANDBOX_STRINGS[locale][key], `${locale}.${key}`).not.toBe(SANDBOX_STRINGS.en[key]);
    }
  });
});

describe('the page language', () => {
  it('takes ?lang first, then Accept-Language by weight, then cn', () => {
    expect(pageLocale('de', 'ja')).toBe('de');
    expect(pageLocale('zh-Hant', undefined)).toBe('zh-Hant');
    // Not one of our codes: the browser decides.
    expect(pageLocale('xx', 'fr-CH, fr;q=0.9')).toBe('fr');
    expect(pageLocale(undefined, 'sv;q=1, ko;q=0.8, en;q=0.9')).toBe('en');
    expect(pageLocale(undefined, 'sv, *')).toBe('cn');
    expect(pageLocale(undefined, undefined)).toBe('cn');
  });

  it('maps Chinese by script and region', () => {
    expect(localeOfAcceptLanguage('zh-TW')).toBe('zh-Hant');
    expect(localeOfAcceptLanguage('zh-HK,zh;q=0.8')).toBe('zh-Hant');
    expect(localeOfAcceptLanguage('zh-Hant-MO')).toBe('zh-Hant');
    expect(localeOfAcceptLanguage('zh-CN')).toBe('cn');
    expect(localeOfAcceptLanguage('zh')).toBe('cn');
    expect(localeOfAcceptLanguage('ms-MY, en;q=0.5')).toBe('ms');
    expect(localeOfAcceptLanguage('en;q=0, vi')).toBe('vi');
  });
});

describe('the page over real HTTP', () => {
  let s: TestServer;
  let start: PaymentStart;
  let order: Order;
  beforeAll(async () => {
    s = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET });
    await lockPoint(s.pglite, 'fx-ym-1', 600);
    const api = memberApi(s.url, await createMember(s.pglite));
    order = (
      await api.post<Order>(MEMBER_ENDPOINTS.orderCreate, {
        targetKind: 'point',
        targetId: 'fx-ym-1',
        clientRequestId: uuid(),
      })
    ).body.data!;
    start = (await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail' })).body
      .data!;
  });
  afterAll(async () => {
    await s?.close();
  });

  const open = async (query: string, headers: Record<string, string> = {}) => {
    const res = await fetch(new URL(`${start.payUrl}${query}`, s.url), { headers });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('speaks the language the app names: words, order title, amount, and the buttons keep it', async () => {
    const html = await open('?lang=de', { 'accept-language': 'ja' });
    const de = SANDBOX_STRINGS.de;
    expect(html).toContain('<html lang="de">');
    for (const text of [de.merchant, de.sandboxNote, de.order, de.amount, de.confirm, de.cancel, order.title.de!])
      expect(html).toContain(text);
    expect(html).toContain('6,00\u00a0¥');
    expect(html).toContain(`action="${start.payUrl}/confirm?lang=de"`);
    expect(html).not.toContain(SANDBOX_STRINGS.en.confirm);
  });

  it("falls back to the browser's language, then to Chinese", async () => {
    const ja = await open('', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' });
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain(SANDBOX_STRINGS.ja.confirm);
    expect(ja).toContain(order.title.ja!);

    const cn = await open('', { 'accept-language': 'sv' });
    expect(cn).toContain('<html lang="zh-Hans">');
    expect(cn).toContain(SANDBOX_STRINGS.cn.confirm);
    expect(cn).toContain('¥6.00');
  });

  it('says "not found" in the language too', async () => {
    const res = await fetch(new URL(`/sandbox-pay/${uuid()}?lang=ru`, s.url));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(SANDBOX_STRINGS.ru.notFoundTitle);
    expect(html).toContain(SANDBOX_STRINGS.ru.notFoundText);
  });
});
