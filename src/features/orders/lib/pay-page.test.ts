import { describe, expect, it } from 'vitest';
import { payPageUrl } from './pay-page';

describe('payPageUrl', () => {
  it("adds the visitor's language to the provider's page", () => {
    expect(payPageUrl('/sandbox-pay/p1', 'de', 'http://app.test/checkout?pointId=x')).toBe(
      'http://app.test/sandbox-pay/p1?lang=de',
    );
  });

  it('keeps what the provider put in its address, and replaces a language already there', () => {
    expect(payPageUrl('https://pay.test/page?token=a%20b&lang=en', 'zh-Hant', 'http://app.test/')).toBe(
      'https://pay.test/page?token=a+b&lang=zh-Hant',
    );
  });
});
