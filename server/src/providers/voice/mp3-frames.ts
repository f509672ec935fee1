// Walks the frame headers of MPEG audio Layer III bytes: how long it plays, and whether the
// bytes are MP3 at all. A speech vendor's answer is checked with it (an HTML error page or a
// JSON body sent with 200 has no frames), and every recording's duration comes from it.

// kbit/s by bitrate index, for MPEG-1 Layer III and for MPEG-2 / 2.5 Layer III.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
// Hz by sample-rate index, keyed by the 2-bit version field (3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5).
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface Mp3Summary {
  durationSec: number;
  frames: number;
  sampleRate: number;
  /** Share of the bytes after any ID3v2 tag that belong to audio frames (1 for a clean file). */
  frameShare: number;
}

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

function frameAt(buf: Uint8Array, i: number): Frame | null {
  const b = (k: number): number => buf[i + k] ?? 0;
  if (i + 4 > buf.length || b(0) !== 0xff || (b(1) & 0xe0) !== 0xe0) return null;
  const version = (b(1) >> 3) & 3;
  const layer = (b(1) >> 1) & 3; // 1 = Layer III
  const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b(2) >> 4];
  const sampleRate = SAMPLE_RATES[version]?.[(b(2) >> 2) & 3];
  if (layer !== 1 || !kbps || !sampleRate) return null;
  const pad = (b(2) >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / sampleRate) + pad;
  return { length, samples: version === 3 ? 1152 : 576, sampleRate };
}

const ascii = (buf: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...buf.subarray(from, Math.min(to, buf.length)));

/** The MP3's duration and frame count; null when the bytes hold no MPEG Layer III frame. */
export function readMp3(buf: Uint8Array): Mp3Summary | null {
  let i = 0;
  if (ascii(buf, 0, 3) === 'ID3' && buf.length >= 10) {
    const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
    i = 10 + size;
  }
  const start = i;
  let samples = 0;
  let frames = 0;
  let frameBytes = 0;
  let rate = 0;
  while (i + 4 <= buf.length) {
    const frame = frameAt(buf, i);
    if (!frame) {
      i++;
      continue;
    }
    // LAME's first frame may be an Info/Xing header that carries no audio.
    const body = ascii(buf, i + 4, i + Math.min(frame.length, 200));
    if (!(frames === 0 && samples === 0 && (body.includes('Xing') || body.includes('Info')))) {
      samples += frame.samples;
    }
    frames++;
    frameBytes += Math.min(frame.length, buf.length - i);
    rate = frame.sampleRate;
    i += frame.length;
  }
  if (!rate || samples === 0) return null;
  const payload = buf.length - start;
  return { durationSec: samples / rate, frames, sampleRate: rate, frameShare: payload > 0 ? frameBytes / payload : 0 };
}
