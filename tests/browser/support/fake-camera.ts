// Pictures for Chromium's fake camera (--use-file-for-fake-video-capture): a content image
// rendered by Chromium into a frame (as a camera would see an exhibit centred), or a QR
// label drawn in Node, written as a YUV4MPEG2 (4:2:0) file; the same frames also as PNG
// for the photo picker.
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { MEDIA_ORIGIN, openMediaPage } from '../../../content/scripts/lib/media-page';

export interface Frame {
  width: number;
  height: number;
  /** RGBA, row by row. */
  rgba: Buffer;
}

/**
 * A content image (a /media/ path) drawn at the frame's height in the middle of a grey
 * frame, as the visitor holds the phone with the exhibit filling the viewfinder. Also
 * returns the frame as a PNG.
 */
export async function renderContentFrame(
  browser: Browser,
  image: string,
  width = 640,
  height = 480,
): Promise<Frame & { png: Buffer }> {
  const page = await openMediaPage(browser);
  try {
    const { rgba, png } = await page.evaluate(
      async ({ url, width, height }) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width, height });
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#5c5c5c';
        ctx.fillRect(0, 0, width, height);
        const side = Math.min(width, height);
        ctx.drawImage(img, (width - side) / 2, (height - side) / 2, side, side);
        const bytes = ctx.getImageData(0, 0, width, height).data;
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { rgba: btoa(binary), png: canvas.toDataURL('image/png').split(',')[1]! };
      },
      { url: `${MEDIA_ORIGIN}${image}`, width, height },
    );
    return { width, height, rgba: Buffer.from(rgba, 'base64'), png: Buffer.from(png, 'base64') };
  } finally {
    await page.close();
  }
}

/** A white frame with the QR code of `text` in the middle (dark modules, 4-module quiet zone). */
export function qrFrame(text: string, width = 640, height = 480): Frame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.floor((Math.min(width, height) * 0.7) / (modules.size + 8));
  const left = Math.floor((width - modules.size * cell) / 2);
  const top = Math.floor((height - modules.size * cell) / 2);
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor((x - left) / cell);
      const my = Math.floor((y - top) / cell);
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      if (dark) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, rgba };
}

/** BT.601 studio-range YCbCr, 4:2:0 (chroma averaged over 2x2), as Chromium's y4m reader expects. */
export function toY4m({ width, height, rgba }: Frame, frames = 2): Buffer {
  const y = Buffer.alloc(width * height);
  const cw = width / 2;
  const ch = height / 2;
  const u = Buffer.alloc(cw * ch);
  const v = Buffer.alloc(cw * ch);
  const px = (i: number) => [rgba[i * 4]! / 255, rgba[i * 4 + 1]! / 255, rgba[i * 4 + 2]! / 255] as const;
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = px(i);
    y[i] = Math.round(16 + 65.481 * r + 128.553 * g + 24.966 * b);
  }
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let cb = 0;
      let cr = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [r, g, b] = px((cy * 2 + dy) * width + cx * 2 + dx);
        cb += 128 - 37.797 * r - 74.203 * g + 112 * b;
        cr += 128 + 112 * r - 93.786 * g - 18.214 * b;
      }
      u[cy * cw + cx] = Math.round(cb / 4);
      v[cy * cw + cx] = Math.round(cr / 4);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

export function writeY4m(file: string, frame: Frame): string {
  writeFileSync(file, toY4m(frame));
  return file;
}
