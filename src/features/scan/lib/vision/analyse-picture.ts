// A picture (an image, a video frame, a canvas) scaled so its longer side is at most `side`
// px, as RGBA pixels: what the feature detector reads. One canvas is reused.
import type { Rgba } from './features';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
let context: Ctx | null = null;

function canvasOf(width: number, height: number): Ctx {
  if (!context) {
    const canvas =
      typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : document.createElement('canvas');
    context = canvas.getContext('2d', { willReadFrequently: true }) as Ctx | null;
    if (!context) throw new Error('2D canvas unavailable');
  }
  context.canvas.width = width;
  context.canvas.height = height;
  return context;
}

/** `upscale`: also enlarge a smaller picture (reference pictures are analysed at one size). */
export function pixelsOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  side: number,
  upscale = false,
): Rgba {
  const scale = upscale ? side / Math.max(width, height) : Math.min(1, side / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const ctx = canvasOf(w, h);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h);
}
