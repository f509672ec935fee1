// The type of an uploaded image, read from its first bytes: the client's declared type is a
// claim, the magic bytes are the fact. Only what the app uploads (photos) is known.
import type { UPLOAD_TYPES } from '@contract';

export type ImageType = (typeof UPLOAD_TYPES)[number];

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const SIGNATURES: { type: ImageType; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => startsWith(b, 0, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', test: (b) => startsWith(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', test: (b) => startsWith(b, 0, ascii('GIF87a')) || startsWith(b, 0, ascii('GIF89a')) },
  // RIFF <size> WEBP, then a VP8 / VP8L / VP8X chunk.
  { type: 'image/webp', test: (b) => startsWith(b, 0, ascii('RIFF')) && startsWith(b, 8, ascii('WEBPVP8')) },
];

/** The image type the bytes show, or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

export const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
