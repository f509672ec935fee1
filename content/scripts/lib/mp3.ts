// Reads the duration of an MPEG audio (Layer III) file by walking its frame headers.
import fs from 'node:fs';

// kbit/s by bitrate index, for MPEG-1 Layer III and for MPEG-2 / 2.5 Layer III.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
// Hz by sample-rate index, keyed by the 2-bit version field (3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5).
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export function mp3DurationSec(file: string): number {
  const buf = fs.readFileSync(file);
  const b = (k: number): number => buf[k] ?? 0;
  let i = 0;
  if (buf.subarray(0, 3).toString('latin1') === 'ID3') {
    i = 10 + (((b(6) & 0x7f) << 21) | ((b(7) & 0x7f) << 14) | ((b(8) & 0x7f) << 7) | (b(9) & 0x7f));
  }
  let samples = 0;
  let rate = 0;
  let first = true;
  while (i + 4 <= buf.length) {
    if (b(i) !== 0xff || (b(i + 1) & 0xe0) !== 0xe0) {
      i++;
      continue;
    }
    const version = (b(i + 1) >> 3) & 3;
    const layer = (b(i + 1) >> 1) & 3; // 1 = Layer III
    const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b(i + 2) >> 4];
    const sr = SAMPLE_RATES[version]?.[(b(i + 2) >> 2) & 3];
    const pad = (b(i + 2) >> 1) & 1;
    if (layer !== 1 || !kbps || !sr) {
      i++;
      continue;
    }
    const perFrame = version === 3 ? 1152 : 576;
    const len = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / sr) + pad;
    const body = buf.subarray(i + 4, Math.min(i + len, buf.length)).toString('latin1');
    // The first frame written by LAME is an Info/Xing header frame without audio.
    if (!(first && (body.includes('Xing') || body.includes('Info')))) samples += perFrame;
    first = false;
    rate = sr;
    i += len;
  }
  if (!rate) throw new Error(`no MPEG frames in ${file}`);
  return samples / rate;
}
