// jsQR in a chunk of its own (about 40 KB gzip): the scan screen opens without it, and it
// loads while the camera starts or before a picture is read.
import type jsQR from 'jsqr';

type Decode = typeof jsQR;

let decode: Decode | null = null;
let loading: Promise<Decode> | null = null;

export function loadQrDecoder(): Promise<Decode> {
  loading ??= import('jsqr').then((module) => (decode = module.default));
  return loading;
}

/** The decoder once loaded; null before (callers then skip the QR search, or await the load). */
export const qrDecoder = (): Decode | null => decode;
