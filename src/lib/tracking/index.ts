export { startTracking, flushTrackingNow, type TrackingHooks } from './start';
export { track, setTrackingLanguage } from './record';
export { queuedCount } from './queue';
