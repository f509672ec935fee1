import { signingInput, type TrackingEnvelope } from '@contract/tracking';
import { readDeviceKey, verifyDeviceSignature } from '../../crypto/device-signature';
import { needsCleaning, storeTrackingBatch } from '../../db/queries/tracking';
import { ERROR_CODES } from '../../lib/error-codes';
import { fail, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { scrubEvent } from './scrub-event';
import { MAX_CLOCK_SKEW_MS, type AddRoute } from './tracking.routes';

export const BAD_SIGNATURE_MESSAGE = 'The tracking batch signature does not verify against its publicKey';
export const STALE_TIMESTAMP_MESSAGE = 'The tracking batch timestamp is more than 24 hours away from the server clock';
export const BAD_DEVICE_KEY_MESSAGE =
  "Invalid body field 'body.publicKey': expected the base64 SPKI of an RSA public key of 2048 to 8192 bits";

export const add: AppRouteHandler<AddRoute> = async (c) => {
  const { body } = c.req.valid('json');
  if (!(Math.abs(Date.now() - body.timestamp) <= MAX_CLOCK_SKEW_MS)) {
    return c.json(fail(ERROR_CODES.trackingStaleTimestamp, STALE_TIMESTAMP_MESSAGE), 400);
  }
  const device = readDeviceKey(body.publicKey);
  if (!device) return c.json(fail(ERROR_CODES.validation, BAD_DEVICE_KEY_MESSAGE), 400);

  // The signature covers the batch exactly as sent: the parsed JSON, not the validated copy
  // (zod puts keys in schema order and drops unknown ones). Parsed once (parseJsonOnce).
  const sent = (await c.req.json()) as TrackingEnvelope;
  const signed = signingInput(sent.body, sent.systemId);
  if (!verifyDeviceSignature(device, signed, body.sign)) {
    c.var.logger.warn({ device: device.fingerprint, uuid: body.uuid }, 'tracking batch signature does not verify');
    return c.json(fail(ERROR_CODES.trackingBadSignature, BAD_SIGNATURE_MESSAGE), 400);
  }

  const stored = await storeTrackingBatch(
    c.var.db,
    // Identifying parameters, personal fields and numbers in text never reach the table.
    { uuid: body.uuid, device: device.fingerprint, events: body.data.dataList.map(scrubEvent) },
    needsCleaning(signed),
  );
  return c.json(ok(stored), 200);
};
