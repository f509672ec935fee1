// Features on the wire: positions as little-endian uint16 in 1/64 px, descriptors as bytes,
// both base64 (see @contract's ExhibitPictureFeaturesT).
import type { ExhibitPictureFeaturesT } from '@contract';
import { DESCRIPTOR_BYTES, type Features } from './features';

const SUBPIXELS = 64;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeFeatures(f: Features): ExhibitPictureFeaturesT {
  const points = new Uint8Array(f.count * 4);
  const view = new DataView(points.buffer);
  for (let i = 0; i < f.count * 2; i++) {
    view.setUint16(i * 2, Math.min(0xffff, Math.max(0, Math.round(f.points[i]! * SUBPIXELS))), true);
  }
  return { width: f.width, height: f.height, points: toBase64(points), descriptors: toBase64(f.descriptors) };
}

/** Throws on a picture whose two parts disagree on the number of keypoints. */
export function decodeFeatures(wire: ExhibitPictureFeaturesT): Features {
  const raw = fromBase64(wire.points);
  const descriptors = fromBase64(wire.descriptors);
  const count = raw.length / 4;
  if (!Number.isInteger(count) || descriptors.length !== count * DESCRIPTOR_BYTES) {
    throw new Error('exhibit features: points and descriptors disagree');
  }
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const points = new Float32Array(count * 2);
  for (let i = 0; i < count * 2; i++) points[i] = view.getUint16(i * 2, true) / SUBPIXELS;
  return { points, descriptors, count, width: wire.width, height: wire.height };
}
