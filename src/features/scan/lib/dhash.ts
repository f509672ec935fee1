// The 64-bit difference hash (dHash) of a picture, the one recipe used everywhere: for camera
// frames and picked photos in the app, and for the exhibits' images by
// content/scripts/make-exhibit-hashes.ts (which runs this very file in Chromium). Changing
// it means changing EXHIBIT_HASH_ALGORITHM in the contract and regenerating the hashes.
//
// Recipe: take the centred square whose side is half the picture's shorter side (the
// viewfinder draws that square: the exhibit goes inside it), draw it smoothed onto a 9x8 grid
// of CELL px cells, average each cell's luma, and set a bit where a cell is brighter than its
// right neighbour (8 rows x 8 comparisons = 64 bits). Half, not the whole square: the
// exhibits' pictures share a dark vignette and a pedestal, and whole-square hashes of two
// exhibits of one museum were as close as 1 bit; on the central half they are 7 or more
// apart (measured on the sample content with 1, 0.8, 0.7, 0.6 and 0.5).

export const HASH_COLUMNS = 9;
export const HASH_ROWS = 8;
const CELL = 16;
const WORK_WIDTH = HASH_COLUMNS * CELL;
const WORK_HEIGHT = HASH_ROWS * CELL;
/** Side of the hashed square, as a share of the picture's shorter side. */
export const HASHED_SHARE = 0.5;

type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

let workContext: Canvas2D | null = null;

function context(): Canvas2D {
  if (workContext) return workContext;
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(WORK_WIDTH, WORK_HEIGHT)
      : Object.assign(document.createElement('canvas'), { width: WORK_WIDTH, height: WORK_HEIGHT });
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as Canvas2D | null;
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  workContext = ctx;
  return ctx;
}

/** The hashed square of a width x height picture: centred, half its shorter side. */
export function hashedSquare(width: number, height: number): { x: number; y: number; size: number } {
  const size = Math.min(width, height) * HASHED_SHARE;
  return { x: (width - size) / 2, y: (height - size) / 2, size };
}

/** Mean luma (0-255) of each of the 9x8 cells, row by row. */
export function cellLuma(source: CanvasImageSource, width: number, height: number): Float64Array {
  const ctx = context();
  const crop = hashedSquare(width, height);
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, WORK_WIDTH, WORK_HEIGHT);
  ctx.drawImage(source, crop.x, crop.y, crop.size, crop.size, 0, 0, WORK_WIDTH, WORK_HEIGHT);
  const { data } = ctx.getImageData(0, 0, WORK_WIDTH, WORK_HEIGHT);
  const sums = new Float64Array(HASH_COLUMNS * HASH_ROWS);
  for (let y = 0; y < WORK_HEIGHT; y++) {
    const rowCell = ((y / CELL) | 0) * HASH_COLUMNS;
    for (let x = 0; x < WORK_WIDTH; x++) {
      const i = (y * WORK_WIDTH + x) * 4;
      sums[rowCell + ((x / CELL) | 0)]! += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    }
  }
  for (let c = 0; c < sums.length; c++) sums[c]! /= CELL * CELL;
  return sums;
}

/** 64 bits from 9x8 cell lumas, as 16 hex digits (row 0 in the highest bits). */
export function hashFromCells(cells: Float64Array): string {
  let hex = '';
  for (let row = 0; row < HASH_ROWS; row++) {
    let byte = 0;
    for (let col = 0; col < HASH_COLUMNS - 1; col++) {
      const left = cells[row * HASH_COLUMNS + col]!;
      const right = cells[row * HASH_COLUMNS + col + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** The dHash of a picture (an image, a video frame, a canvas) of the given pixel size. */
export function dhash(source: CanvasImageSource, width: number, height: number): string {
  return hashFromCells(cellLuma(source, width, height));
}
