/** iOS Safari, not yet installed: it has no install prompt; the visitor uses the share sheet. */
export const isIosBrowser = (): boolean =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) && !(navigator as Navigator & { standalone?: boolean }).standalone;
