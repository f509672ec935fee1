import { describe, expect, it } from 'vitest';
import { detectMiniProgramHost } from './mini-program-host';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const MESSAGING_BROWSER = `${PHONE} XWEB/1300 MMWEBSDK/20240301 MicroMessenger/8.0.50.2600(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`;

describe('detectMiniProgramHost', () => {
  it("knows the messaging app's mini-program by its user agent or its environment flag", () => {
    expect(
      detectMiniProgramHost({ userAgent: `${MESSAGING_BROWSER} miniProgram/wx0123456789abcdef`, terminal: null }),
    ).toBe('messaging');
    expect(
      detectMiniProgramHost({ userAgent: MESSAGING_BROWSER, terminal: null, wxjsEnvironment: 'miniprogram' }),
    ).toBe('messaging');
  });

  it("does not take the messaging app's own browser for its mini-program", () => {
    expect(detectMiniProgramHost({ userAgent: MESSAGING_BROWSER, terminal: null })).toBeNull();
  });

  it('knows the short-video and pay hosts by their user agents', () => {
    expect(detectMiniProgramHost({ userAgent: `${PHONE} ToutiaoMicroApp/3.40.0`, terminal: null })).toBe('short-video');
    expect(detectMiniProgramHost({ userAgent: `${PHONE} AlipayClient/10.5.0 MiniProgram`, terminal: null })).toBe(
      'pay',
    );
  });

  it("falls back to the terminal code the host's link carried (1, 4, 6); a plain browser has none", () => {
    expect(detectMiniProgramHost({ userAgent: PHONE, terminal: '1' })).toBe('messaging');
    expect(detectMiniProgramHost({ userAgent: PHONE, terminal: '4' })).toBe('short-video');
    expect(detectMiniProgramHost({ userAgent: PHONE, terminal: '6' })).toBe('pay');
    expect(detectMiniProgramHost({ userAgent: PHONE, terminal: '0' })).toBeNull();
    expect(detectMiniProgramHost({ userAgent: PHONE, terminal: null })).toBeNull();
  });
});
