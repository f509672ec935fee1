// The local normalisation of a later look (features.ts): a veil added over the picture and its
// contrast lowered there leave the normalised picture nearly as it was; a plain wall stays plain.
import { describe, expect, it } from 'vitest';
import { normaliseLocally } from './features';

const W = 96;
const H = 64;
/** Vertical stripes 8 px wide, dark and light: a picture's detail. */
const stripes = (x: number) => (Math.floor(x / 8) % 2 ? 150 : 90);

function picture(at: (x: number, y: number) => number): Uint8Array {
  const grey = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) grey[y * W + x] = Math.round(at(x, y));
  return grey;
}

describe('normaliseLocally', () => {
  const settings = { radius: 16, floor: 4, gain: 40 };

  it('undoes a veil that grows across the picture and flattens its detail', () => {
    const plain = picture((x) => stripes(x));
    // A lamp's veil: brighter to the right, the detail's contrast a third of what it was there.
    const veiled = picture((x) => {
      const veil = x / W;
      return stripes(x) * (1 - 0.66 * veil) + 230 * 0.66 * veil;
    });
    normaliseLocally(plain, W, H, settings);
    normaliseLocally(veiled, W, H, settings);
    // Away from the edges, light stripes stay above mid-grey and dark ones below, in both.
    for (let x = 20; x < W - 20; x++) {
      const i = 32 * W + x;
      expect(Math.sign(veiled[i]! - 128)).toBe(Math.sign(plain[i]! - 128));
      expect(Math.abs(veiled[i]! - plain[i]!)).toBeLessThan(30);
    }
  });

  it('keeps a plain wall with a little noise near mid-grey', () => {
    const wall = picture((x, y) => 120 + ((x * 7 + y * 13) % 3) - 1);
    normaliseLocally(wall, W, H, settings);
    for (const v of wall) expect(Math.abs(v - 128)).toBeLessThan(12);
  });
});
