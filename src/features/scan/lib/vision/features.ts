// Local features of a picture: ORB keypoints (FAST corners over an image pyramid, oriented)
// with their 256-bit binary descriptors, from OpenCV.js, on the grey picture as it is.
// (Equalising the histogram first, for dim photos, was measured and dropped: it lifts the
// noise of plain walls and mats into thousands of corners that crowd out the exhibit's. Evening
// out the local contrast, CLAHE, or normalising it are later looks' options: they lift glare's
// veil.)
import type { Cv } from './opencv';

export const DESCRIPTOR_BYTES = 32;

export interface Features {
  /** x, y of each keypoint, in pixels of the analysed picture. */
  points: Float32Array;
  /** DESCRIPTOR_BYTES per keypoint. */
  descriptors: Uint8Array;
  count: number;
  width: number;
  height: number;
}

export interface OrbSettings {
  maxFeatures: number;
  scaleFactor: number;
  levels: number;
  fastThreshold: number;
  /** Local contrast evened out before the corners are looked for (CLAHE): its clip limit and
   *  tiles a side. */
  clahe?: { clip: number; tiles: number };
  /** Local contrast normalised before the corners are looked for: each pixel's distance from
   *  the mean of the (2 radius + 1)² px around it, in that window's standard deviations (plus
   *  `floor` grey levels, so that plain walls stay plain), times `gain`, about mid-grey. */
  normalise?: { radius: number; floor: number; gain: number };
}

export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * `maxSide`: analyse the picture scaled down to at most this many px (keypoints are still
 * given in the picture's own pixels).
 */
export function extractFeatures(cv: Cv, image: Rgba, settings: OrbSettings, maxSide = Infinity): Features {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const rgba = cv.matFromImageData(image);
  const grey = new cv.Mat();
  const mask = new cv.Mat();
  const keypoints = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const orb = new cv.ORB(
    settings.maxFeatures,
    settings.scaleFactor,
    settings.levels,
    31,
    0,
    2,
    cv.ORB_HARRIS_SCORE,
    31,
    settings.fastThreshold,
  );
  try {
    cv.cvtColor(rgba, grey, cv.COLOR_RGBA2GRAY);
    if (scale < 1) cv.resize(grey, grey, new cv.Size(0, 0), scale, scale, cv.INTER_AREA);
    if (settings.clahe) {
      const clahe = new cv.CLAHE(settings.clahe.clip, new cv.Size(settings.clahe.tiles, settings.clahe.tiles));
      try {
        clahe.apply(grey, grey);
      } finally {
        clahe.delete();
      }
    }
    if (settings.normalise) normaliseLocally(grey.data, grey.cols, grey.rows, settings.normalise);
    orb.detectAndCompute(grey, mask, keypoints, descriptors);
    const count = keypoints.size();
    const points = new Float32Array(count * 2);
    for (let i = 0; i < count; i++) {
      const { pt } = keypoints.get(i);
      points[i * 2] = pt.x / scale;
      points[i * 2 + 1] = pt.y / scale;
    }
    const bytes = count ? descriptors.data.slice(0, count * DESCRIPTOR_BYTES) : new Uint8Array(0);
    return { points, descriptors: bytes, count, width: image.width, height: image.height };
  } finally {
    for (const m of [rgba, grey, mask, keypoints, descriptors, orb]) m.delete();
  }
}

/** In place: (I − local mean) / (local standard deviation + floor) × gain + 128, clamped;
 *  the window a square of 2 radius + 1 px, cut at the picture's edges (summed-area tables). */
export function normaliseLocally(
  grey: Uint8Array,
  width: number,
  height: number,
  { radius, floor, gain }: { radius: number; floor: number; gain: number },
): void {
  const w1 = width + 1;
  const sum = new Float64Array(w1 * (height + 1));
  const sq = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    let rowSq = 0;
    for (let x = 0; x < width; x++) {
      const v = grey[y * width + x]!;
      row += v;
      rowSq += v * v;
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1]! + row;
      sq[(y + 1) * w1 + x + 1] = sq[y * w1 + x + 1]! + rowSq;
    }
  }
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const n = (y1 - y0) * (x1 - x0);
      const s = sum[y1 * w1 + x1]! - sum[y0 * w1 + x1]! - sum[y1 * w1 + x0]! + sum[y0 * w1 + x0]!;
      const s2 = sq[y1 * w1 + x1]! - sq[y0 * w1 + x1]! - sq[y1 * w1 + x0]! + sq[y0 * w1 + x0]!;
      const mean = s / n;
      const sd = Math.sqrt(Math.max(0, s2 / n - mean * mean));
      const i = y * width + x;
      grey[i] = Math.max(0, Math.min(255, Math.round(128 + (gain * (grey[i]! - mean)) / (sd + floor))));
    }
  }
}
