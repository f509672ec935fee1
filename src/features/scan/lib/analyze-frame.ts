// The QR label in one picture (a video frame, a photo), if any: read with jsQR on the main
// thread (the former bench/exhibit-match.ts measured it at about 17-26 ms on a 640x480 or
// 1280x720 frame, commit c748389). The picture itself is recognised in the worker
// (recognition-engine.ts).
import { pointIdFromQr } from './qr-payload';
import { loadQrDecoder, qrDecoder } from './qr-decoder';

/** The QR search reads the frame at most this wide or high: enough for a label held near. */
const QR_MAX_SIDE = 800;

let qrCanvas: HTMLCanvasElement | OffscreenCanvas | null = null;

function qrContext(width: number, height: number): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  qrCanvas ??=
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : document.createElement('canvas');
  qrCanvas.width = width;
  qrCanvas.height = height;
  const ctx = qrCanvas.getContext('2d', { willReadFrequently: true }) as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) throw new Error('2D canvas unavailable');
  return ctx;
}

/** The exhibit a QR label in the picture names; null too while the decoder is still loading. */
export function findQrPoint(source: CanvasImageSource, width: number, height: number): string | null {
  const jsQR = qrDecoder();
  if (!jsQR) {
    void loadQrDecoder();
    return null;
  }
  const scale = Math.min(1, QR_MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const ctx = qrContext(w, h);
  ctx.drawImage(source, 0, 0, w, h);
  const code = jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' });
  return code ? pointIdFromQr(code.data) : null;
}

export { loadQrDecoder };
