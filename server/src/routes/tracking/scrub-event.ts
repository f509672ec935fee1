// What a tracking event may keep (issue 14): identifying query parameters are removed from
// every address (the page's and any address-like property), properties named like personal
// fields are dropped, and mobile numbers and e-mail addresses left in any text are replaced.
// Runs after the signature was verified (it covers the batch as sent), before storing.
import type { TrackingEvent } from '@contract/tracking';
import { redactPersonalText, stripIdentifyingParams } from '../../members/personal-text';

/** Property keys (lower case, without '_' and '-') that hold personal data by name. */
const PERSONAL_KEYS = new Set([
  'mobile',
  'phone',
  'phonenumber',
  'tel',
  'telephone',
  'email',
  'mail',
  'emailaddress',
  'name',
  'realname',
  'fullname',
  'nickname',
  'username',
  'idcard',
  'idnumber',
  'address',
  'detailinfo',
  'logintoken',
  'loginid',
  'token',
  'accesstoken',
  'password',
  'openid',
  'memberid',
  'userinfo',
  'contact',
]);

const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));
const scrubText = (text: string) => redactPersonalText(stripIdentifyingParams(text));

function scrubValue<T>(value: T): T {
  return (typeof value === 'string' ? scrubText(value) : value) as T;
}

export function scrubEvent(event: TrackingEvent): TrackingEvent {
  const properties: TrackingEvent['properties'] = {};
  for (const [key, value] of Object.entries(event.properties)) {
    if (!isPersonalKey(key)) properties[key] = scrubValue(value);
  }
  const superProperties = Object.fromEntries(
    Object.entries(event.superProperties).map(([key, value]) => [key, scrubValue(value)]),
  ) as TrackingEvent['superProperties'];
  return {
    ...event,
    distinctId: redactPersonalText(event.distinctId),
    url: scrubText(event.url),
    title: scrubText(event.title),
    properties,
    superProperties,
  };
}
