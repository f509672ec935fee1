// Turns a happening into a bounded TrackingEvent and queues it.
import type { TrackingEventName } from '../contract/tracking';
import type { Locale } from '../contract';
import { boundId, boundProperties, boundString } from './bounds';
import { distinctId, sessionId, superProperties } from './context';
import { enqueue, takeDroppedCount } from './queue';

let currentLang: () => Locale = () => 'cn';

export function setTrackingLanguage(read: () => Locale): void {
  currentLang = read;
}

export async function track(
  event: TrackingEventName,
  properties: Record<string, string | number | boolean | null | undefined> = {},
  id: string = crypto.randomUUID(),
  time: number = Date.now(),
): Promise<void> {
  await enqueue({
    id: boundId(id),
    event,
    time,
    sessionId: sessionId(time),
    distinctId: distinctId(),
    url: boundString(location.pathname + location.search),
    title: boundString(document.title),
    properties: boundProperties(properties),
    superProperties: superProperties(currentLang()),
  });
}

/** Events dropped from a full queue are reported, as a count, with the next send. */
export async function reportDropped(): Promise<void> {
  const dropped = await takeDroppedCount();
  if (dropped > 0) await track('queue_overflow', { dropped });
}
