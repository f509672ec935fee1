import { describe, expect, it } from 'vitest';
import { externalLinkDestination, loginDestination, parseHostList, safeRedirectTarget } from './login-redirect';

const context = {
  origin: 'https://guide.example.com',
  allowedHosts: parseHostList(' partner.example.org ,Shop.Example.net'),
};

describe('redirect targets', () => {
  it('keeps same-origin paths and addresses, and allow-listed hosts', () => {
    expect(safeRedirectTarget('/orders?tab=1#x', context)).toBe('/orders?tab=1#x');
    expect(safeRedirectTarget('https://guide.example.com/mine?a=1', context)).toBe('/mine?a=1');
    expect(safeRedirectTarget('https://partner.example.org/page', context)).toBe('https://partner.example.org/page');
    expect(safeRedirectTarget('https://shop.example.net/', context)).toBe('https://shop.example.net/');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with spaces and case', '  JavaScript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['off-site', 'https://evil.example/'],
    ['look-alike host', 'https://partner.example.org.evil.example/'],
    ['credentials', 'https://partner.example.org@evil.example/'],
    ['ftp', 'ftp://partner.example.org/'],
    ['newline', '/mine\n//evil'],
    ['relative without slash', 'mine'],
    ['empty', ''],
  ])('refuses %s', (_label, target) => {
    expect(safeRedirectTarget(target, context)).toBeNull();
  });
});

describe('login destination', () => {
  it.each(['1', '4', '6'])('terminal %s goes to the mini-program login page with the url', (terminal) => {
    expect(loginDestination(terminal, '/orders?x=1', null)).toEqual({
      kind: 'mini-program',
      path: '/pages/login/index?url=%2Forders%3Fx%3D1',
    });
  });

  it.each([null, '0', '2', '3', '5'])(
    'terminal %s (a browser) goes to {host}newLogin or our /login with tUrl',
    (terminal) => {
      expect(loginDestination(terminal, '/orders', 'https://login.example.com/')).toEqual({
        kind: 'page',
        href: 'https://login.example.com/newLogin?tUrl=%2Forders',
      });
      expect(loginDestination(terminal, '/orders', undefined)).toEqual({ kind: 'page', href: '/login?tUrl=%2Forders' });
    },
  );
});

describe('external links', () => {
  const params = { loginId: 'l1', memberId: 'm1', environment: 'prod', sourceflag: 'sf', terminal: null };

  it('opens the web-view page in the messaging-app mini-program', () => {
    expect(externalLinkDestination('https://partner.example.org/a', { ...context, terminal: '1', params })).toEqual({
      kind: 'mini-program',
      path: '/pages/webview/index?url=https%3A%2F%2Fpartner.example.org%2Fa',
    });
  });

  it('appends user info, environment, sourceflag and the terminal in a browser', () => {
    const result = externalLinkDestination('https://partner.example.org/a?x=1', {
      ...context,
      terminal: null,
      params: { ...params, terminal: '0' },
    });
    expect(result.kind).toBe('page');
    const url = new URL((result as { href: string }).href);
    expect(url.host).toBe('partner.example.org');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      loginId: 'l1',
      memberId: 'm1',
      environment: 'prod',
      sourceflag: 'sf',
      terminal: '0',
    });
  });

  it.each(['https://evil.example/', 'javascript:alert(1)', '//evil.example', 'data:text/html,x'])(
    'refuses %s on every terminal',
    (url) => {
      for (const terminal of [null, '1', '4', '6']) {
        expect(externalLinkDestination(url, { ...context, terminal, params })).toEqual({ kind: 'refused' });
      }
    },
  );
});
