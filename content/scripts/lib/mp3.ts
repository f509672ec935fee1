// Reads the duration of an MPEG audio (Layer III) file by walking its frame headers.
import fs from 'node:fs';

const BITRATES: Record<string, number[]> = {
  // MPEG-1 Layer III
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  // MPEG-2 and MPEG-2.5 Layer III
  '2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export function mp3DurationSec(file: string): number {
  const buf = fs.readFileSync(file);
  let i = 0;
  if (buf.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((buf[6] & 0x7f) << 21) | ((buf[7] & 0x7f) << 14) | ((buf[8] & 0x7f) << 7) | (buf[9] & 0x7f);
    i = 10 + size;
  }
  let samples = 0;
  let rate = 0;
  let first = true;
  while (i + 4 <= buf.length) {
    if (buf[i] !== 0xff || (buf[i + 1] & 0xe0) !== 0xe0) {
      i++;
      continue;
    }
    const version = (buf[i + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const layer = (buf[i + 1] >> 1) & 3; // 1 = Layer III
    const brIdx = buf[i + 2] >> 4;
    const srIdx = (buf[i + 2] >> 2) & 3;
    const pad = (buf[i + 2] >> 1) & 1;
    if (version === 1 || layer !== 1 || brIdx === 0 || brIdx === 15 || srIdx === 3) {
      i++;
      continue;
    }
    const kbps = BITRATES[version === 3 ? '1' : '2'][brIdx];
    const sr = SAMPLE_RATES[version][srIdx];
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
