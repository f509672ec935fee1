// Draws one photo of the scan's test set in the browser (canvas 2D, no library): a picture
// seen by a visitor's phone as the parameters of kinds.ts describe it, returned as a JPEG.
import { apply, homographyFrom, invert, seenQuad } from './homography';
import { seededRandom, type PhotoParams } from './kinds';

type Ctx = CanvasRenderingContext2D;

function canvas(width: number, height: number): { c: HTMLCanvasElement; ctx: Ctx } {
  const c = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = c.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  return { c, ctx };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

function wall(ctx: Ctx, w: number, h: number, r: () => number): void {
  const hue = r() * 360;
  const g = ctx.createLinearGradient(0, 0, w * 0.3, h);
  g.addColorStop(0, hsl(hue, 10 + r() * 20, 30 + r() * 30));
  g.addColorStop(1, hsl(hue + 20, 10 + r() * 20, 20 + r() * 30));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/** A busy scene: boxes, discs, stripes, lines and blobs of many colours with hard edges. */
function clutter(ctx: Ctx, w: number, h: number, r: () => number, scenery: CanvasImageSource | null): void {
  wall(ctx, w, h, r);
  if (scenery && r() < 0.6) ctx.drawImage(scenery, -w * 0.2 * r(), -h * 0.2 * r(), w * 1.3, w * 1.3);
  const shapes = 40 + Math.floor(r() * 40);
  for (let i = 0; i < shapes; i++) {
    ctx.save();
    ctx.globalAlpha = 0.5 + r() * 0.5;
    ctx.fillStyle = hsl(r() * 360, 20 + r() * 70, 15 + r() * 70);
    ctx.strokeStyle = hsl(r() * 360, 20 + r() * 70, 10 + r() * 80);
    ctx.lineWidth = 1 + r() * 6;
    const x = r() * w;
    const y = r() * h;
    const s = 10 + r() * Math.min(w, h) * 0.25;
    ctx.translate(x, y);
    ctx.rotate(r() * Math.PI);
    const pick = r();
    if (pick < 0.3) ctx.fillRect(-s / 2, -s / 4, s, s / 2);
    else if (pick < 0.5) {
      ctx.beginPath();
      ctx.arc(0, 0, s / 2, 0, Math.PI * 2);
      ctx.fill();
    } else if (pick < 0.7) {
      for (let k = 0; k < 5; k++) ctx.fillRect(-s / 2, -s / 2 + (k * s) / 5, s, s / 12);
    } else if (pick < 0.85) {
      ctx.beginPath();
      ctx.moveTo(-s, 0);
      ctx.quadraticCurveTo(0, s * (r() - 0.5), s, 0);
      ctx.stroke();
    } else {
      ctx.beginPath();
      for (let k = 0; k < 6; k++) ctx.lineTo(s * (r() - 0.5), s * (r() - 0.5));
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
  }
}

/** Warps `src` (a square canvas) onto `dst` by the homography taking src pixels to dst pixels. */
function warp(dst: ImageData, src: ImageData, quad: readonly (readonly [number, number])[]): void {
  const n = src.width;
  const toDst = homographyFrom(
    [
      [0, 0],
      [n, 0],
      [n, n],
      [0, n],
    ],
    quad,
  );
  const back = invert(toDst);
  const xs = quad.map((q) => q[0]);
  const ys = quad.map((q) => q[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(dst.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(dst.height - 1, Math.ceil(Math.max(...ys)));
  const s = src.data;
  const d = dst.data;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const [u, v] = apply(back, x + 0.5, y + 0.5);
      const fx = u - 0.5;
      const fy = v - 0.5;
      if (fx < -0.5 || fy < -0.5 || fx > n - 0.5 || fy > n - 0.5) continue;
      const ix = Math.min(n - 2, Math.max(0, Math.floor(fx)));
      const iy = Math.min(n - 2, Math.max(0, Math.floor(fy)));
      const ax = Math.min(1, Math.max(0, fx - ix));
      const ay = Math.min(1, Math.max(0, fy - iy));
      const i00 = (iy * n + ix) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + n * 4;
      const i11 = i01 + 4;
      const o = (y * dst.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const top = s[i00 + c]! * (1 - ax) + s[i10 + c]! * ax;
        const bottom = s[i01 + c]! * (1 - ax) + s[i11 + c]! * ax;
        d[o + c] = top * (1 - ay) + bottom * ay;
      }
    }
  }
}

/** The picture on its mat, as a square canvas of `size` px. */
function matted(picture: CanvasImageSource, mat: number, size: number, r: () => number): ImageData {
  const { ctx } = canvas(size, size);
  ctx.fillStyle = hsl(40 + r() * 20, 10 + r() * 20, 88 + r() * 8);
  ctx.fillRect(0, 0, size, size);
  const inner = size / mat;
  ctx.drawImage(picture, (size - inner) / 2, (size - inner) / 2, inner, inner);
  return ctx.getImageData(0, 0, size, size);
}

function gaussian(r: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

/**
 * The photo as a JPEG. `picture`: the exhibit's picture (square), or null for a photo of no
 * picture; `scenery`: a picture that busy backgrounds may show.
 */
export async function renderPhoto(
  picture: CanvasImageSource | null,
  p: PhotoParams,
  scenery: CanvasImageSource | null = null,
): Promise<Blob> {
  const r = seededRandom(p.seed ^ 0x5eed);
  const { width: w, height: h } = p;
  const { c, ctx } = canvas(w, h);
  if (p.background === 'clutter') clutter(ctx, w, h, r, scenery);
  else wall(ctx, w, h, r);
  const sidePx = p.placement.side * Math.min(w, h);
  const quad = seenQuad(p.placement, sidePx * p.mat, w, h);
  if (picture) {
    const frame = ctx.getImageData(0, 0, w, h);
    const size = Math.min(1200, Math.ceil(sidePx * p.mat * 1.2));
    warp(frame, matted(picture, p.mat, size, r), quad);
    ctx.putImageData(frame, 0, 0);
  }
  const [cx, cy] = apply(
    homographyFrom(
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
      quad,
    ),
    0.5,
    0.5,
  );
  if (p.occlusion > 0) {
    // A visitor's shoulder and head coming in from one side of the picture.
    const from = Math.floor(r() * 4);
    const ox = from === 0 ? -1 : from === 1 ? 1 : (r() - 0.5) * 0.6;
    const oy = from === 2 ? -1 : from === 3 ? 1 : (r() - 0.5) * 0.6;
    const reach = sidePx * (0.5 - p.occlusion) * 1.0;
    ctx.fillStyle = hsl(r() * 360, 10 + r() * 20, 8 + r() * 12);
    ctx.beginPath();
    const radius = sidePx * 0.75;
    ctx.arc(cx + ox * (reach + radius), cy + oy * (reach + radius), radius, 0, Math.PI * 2);
    ctx.fill();
  }
  if (p.glare > 0) {
    // A lamp's reflection on the glass: a bright spot and a veil over the picture.
    const gx = cx + (r() - 0.5) * sidePx * 0.5;
    const gy = cy + (r() - 0.5) * sidePx * 0.5;
    const radius = p.glare * sidePx;
    const g = ctx.createRadialGradient(gx, gy, radius * 0.1, gx, gy, radius);
    g.addColorStop(0, 'rgba(255,255,250,0.95)');
    g.addColorStop(0.4, 'rgba(255,255,245,0.6)');
    g.addColorStop(1, 'rgba(255,255,240,0)');
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    ctx.fillStyle = 'rgba(255,255,255,0.12)';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = g;
    ctx.translate(gx, gy);
    ctx.scale(1.6, 0.7);
    ctx.rotate(r() * Math.PI);
    ctx.translate(-gx, -gy);
    ctx.fillRect(0, 0, w, h);
    ctx.restore();
  }
  if (p.shadow > 0) {
    // A shadow with a soft edge, coming in from a random side over `shadow` of the picture.
    const angle = r() * Math.PI * 2;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const half = sidePx / 2;
    const g = ctx.createLinearGradient(cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half);
    const dark = Math.round(255 * p.shadowLight);
    const feather = 0.08;
    g.addColorStop(0, `rgb(${dark} ${dark} ${dark})`);
    g.addColorStop(Math.max(0, p.shadow - feather), `rgb(${dark} ${dark} ${dark})`);
    g.addColorStop(Math.min(1, p.shadow + feather), 'rgb(255 255 255)');
    g.addColorStop(1, 'rgb(255 255 255)');
    ctx.save();
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.restore();
  }
  if (p.cast) {
    ctx.save();
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = hsl(p.cast.hue, p.cast.saturation * 100, 50 + (1 - p.cast.saturation) * 40);
    ctx.fillRect(0, 0, w, h);
    // The lamp lifts the light it casts: a little of its colour added back.
    ctx.globalCompositeOperation = 'screen';
    ctx.fillStyle = hsl(p.cast.hue, p.cast.saturation * 100, 18);
    ctx.fillRect(0, 0, w, h);
    ctx.restore();
  }
  if (p.light !== 1) {
    ctx.save();
    ctx.globalCompositeOperation = 'multiply';
    const l = Math.min(1, p.light);
    ctx.fillStyle = `rgb(${Math.round(255 * Math.min(1, l * 1.08))} ${Math.round(255 * l)} ${Math.round(255 * l * 0.85)})`;
    ctx.fillRect(0, 0, w, h);
    ctx.restore();
  }
  let out = c;
  if (p.motion > 0) {
    // Camera shake: the frame added to itself along a straight line.
    const angle = r() * Math.PI;
    const steps = Math.max(3, Math.round(p.motion));
    const moved = canvas(w, h);
    moved.ctx.fillStyle = '#000';
    moved.ctx.fillRect(0, 0, w, h);
    moved.ctx.globalCompositeOperation = 'lighter';
    moved.ctx.globalAlpha = 1 / steps;
    for (let k = 0; k < steps; k++) {
      const t = (k / (steps - 1) - 0.5) * p.motion;
      moved.ctx.drawImage(c, Math.cos(angle) * t, Math.sin(angle) * t);
    }
    out = moved.c;
  }
  if (p.blur > 0.3) {
    const blurred = canvas(w, h);
    blurred.ctx.filter = `blur(${p.blur.toFixed(2)}px)`;
    blurred.ctx.drawImage(out, 0, 0);
    out = blurred.c;
  }
  if (p.noise > 0.5) {
    const octx = out.getContext('2d', { willReadFrequently: true })!;
    const img = octx.getImageData(0, 0, w, h);
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      const grain = gaussian(r) * p.noise * 0.6; // shared by the channels (luma noise) ...
      for (let k = 0; k < 3; k++) d[i + k] = d[i + k]! + grain + gaussian(r) * p.noise * 0.4; // ... and per channel
    }
    octx.putImageData(img, 0, 0);
  }
  return new Promise<Blob>((done, fail) =>
    out.toBlob((blob) => (blob ? done(blob) : fail(new Error('JPEG encoding failed'))), 'image/jpeg', p.jpeg),
  );
}
