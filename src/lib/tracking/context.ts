// Who and where an event comes from: the distinct id, the 30-minute session, and the
// super-properties of spec point 3 (shopkeeper scan, language preference).
import { TRACKING_LIMITS, type TrackingSuperProperties } from '../contract/tracking';
import type { LanguageItemT, Locale } from '../contract';
import { LOCAL_KEYS, readJson, readLocal, writeLocal } from '../storage-keys';
import { boundId } from './bounds';

const SESSION_KEY = 'trackingSession';

export function distinctId(): string {
  const existing = readLocal(LOCAL_KEYS.distinctId);
  if (existing) return boundId(existing);
  const created = crypto.randomUUID();
  writeLocal(LOCAL_KEYS.distinctId, created);
  return created;
}

/** A session ends after 30 minutes without an event. */
export function sessionId(now: number): string {
  const stored = readJson<{ id: string; last: number }>(readLocal(SESSION_KEY));
  const id = stored && now - stored.last < TRACKING_LIMITS.sessionMs ? stored.id : crypto.randomUUID();
  writeLocal(SESSION_KEY, JSON.stringify({ id, last: now }));
  return id;
}

/** `shopkeeperId-product` holds shopkeeperId, product id and scan time joined by hyphens. */
export function parseShopkeeperScan(
  raw: string | null,
): Pick<TrackingSuperProperties, 'shopkeeperId' | 'productId' | 'scanCodeTime'> {
  const parts = raw?.split('-') ?? [];
  const scanCodeTime = parts.length >= 3 ? (parts.pop() ?? null) : null;
  const productId = parts.length >= 2 ? (parts.pop() ?? null) : null;
  const shopkeeperId = parts.length ? parts.join('-') : null;
  return {
    shopkeeperId: shopkeeperId ? boundId(shopkeeperId) : null,
    productId: productId ? boundId(productId) : null,
    scanCodeTime: scanCodeTime || null,
  };
}

export function superProperties(lang: Locale): TrackingSuperProperties {
  const languages = readJson<LanguageItemT[]>(readLocal(LOCAL_KEYS.languageList)) ?? [];
  const language = languages.find((item) => item.id === lang);
  return {
    ...parseShopkeeperScan(readLocal(LOCAL_KEYS.shopkeeperProduct)),
    lang,
    langName: language?.name ?? lang,
    languageDesc: language?.languageDesc ?? lang,
  };
}
