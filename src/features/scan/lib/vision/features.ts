// Local features of a picture: ORB keypoints (FAST corners over an image pyramid, oriented)
// with their 256-bit binary descriptors, from OpenCV.js, on the grey picture as it is.
// (Equalising the histogram first, for dim photos, was measured and dropped: it lifts the
// noise of plain walls and mats into thousands of corners that crowd out the exhibit's. Evening
// out the local contrast, CLAHE, is a last look's option: it lifts glare's veil.)
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
