// Reads the duration of an MPEG audio (Layer III) file by walking its frame headers (the walk
// itself is the voice providers', server/src/providers/voice/mp3-frames.ts).
import fs from 'node:fs';
import { readMp3 } from '../../../server/src/providers/voice/mp3-frames.ts';

export function mp3DurationSec(file: string): number {
  const mp3 = readMp3(fs.readFileSync(file));
  if (!mp3) throw new Error(`no MPEG frames in ${file}`);
  return mp3.durationSec;
}
