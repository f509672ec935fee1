// Tracking ingest: signed, encrypted batches of 200 events POSTed to one server process on
// the embedded database; events stored per second. Batches are built and sealed before the
// clock starts, so the figure is the server's (verify, decrypt, validate, insert).
import {
  fetchSession,
  makeDevice,
  makeEvents,
  readTrackingReply,
  signBatch,
  trackingRequest,
} from '../tests/server/helpers/tracking';
import { startAppServer } from '../tests/browser/support/app-server';

const BATCHES = Number(process.argv[2] ?? 60);
const CONCURRENCY = Number(process.argv[3] ?? 4);

const server = await startAppServer();
try {
  const session = await fetchSession(server.baseUrl);
  const device = makeDevice();
  const requests = Array.from({ length: BATCHES }, () =>
    trackingRequest(server.baseUrl, signBatch(device, makeEvents(200)), session),
  );
  // Warm-up: one batch outside the measurement.
  const warm = trackingRequest(server.baseUrl, signBatch(device, makeEvents(200)), session);
  await readTrackingReply(await fetch(warm.url, warm.init), session);

  let accepted = 0;
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const { url, init } = requests[next++]!;
        const reply = await readTrackingReply(await fetch(url, init), session);
        if (reply.body.success && reply.body.data) accepted += reply.body.data.accepted;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `tracking ingest: ${accepted} events in ${BATCHES} signed batches of 200 in ${seconds.toFixed(2)} s = ${(accepted / seconds).toFixed(0)} events/s (${(BATCHES / seconds).toFixed(1)} batches/s, ${CONCURRENCY} connections, ${failed} failed)`,
  );
} finally {
  await server.stop();
}
