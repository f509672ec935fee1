import { describe, expect, it } from 'vitest';
import { hostDrawsBack, routeDrawsBack } from './host';

const browserTab = { miniProgramTerminal: false, clientType: null, nativeWrapper: false };

describe('who draws the way back', () => {
  it('leaves it to the app in a browser tab and in the installed app', () => {
    expect(hostDrawsBack(browserTab)).toBe(false);
    expect(hostDrawsBack({ ...browserTab, clientType: '0' })).toBe(false);
  });

  it('leaves it to the mini-programs (terminals 1, 4 and 6)', () => {
    expect(hostDrawsBack({ ...browserTab, miniProgramTerminal: true })).toBe(true);
  });

  it('leaves it to the app wrapper, known by its WebView interface or by clientType 1', () => {
    expect(hostDrawsBack({ ...browserTab, nativeWrapper: true })).toBe(true);
    expect(hostDrawsBack({ ...browserTab, clientType: '1' })).toBe(true);
    expect(hostDrawsBack({ ...browserTab, clientType: '2' })).toBe(true);
  });

  it('lets /chatInteract decide by its own clientType, which defaults to the mini-program', () => {
    expect(routeDrawsBack('/chatInteract', undefined)).toBe(true);
    expect(routeDrawsBack('/chatInteract', '1')).toBe(true);
    expect(routeDrawsBack('/chatInteract', '0')).toBe(false);
    // The router reads ?clientType=0 as the number 0.
    expect(routeDrawsBack('/chatInteract', 0)).toBe(false);
    expect(routeDrawsBack('/pointDetail', undefined)).toBe(false);
  });
});
