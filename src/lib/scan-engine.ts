// Where the scan's picture-recognition library (OpenCV.js, about 10.8 MB, 3.5 MB compressed)
// is, and a way to have the service worker keep it before a visitor goes offline. It is never
// part of the first load nor of the precache: the scan screen's worker loads it, and the
// service worker keeps it once fetched (sw/scan-engine-cache.ts). A museum's download asks for
// it too, so a visitor who downloaded a museum can scan there with no signal.
import opencvUrl from '@techstark/opencv-js/dist/opencv.js?url';

export const SCAN_ENGINE_URL: string = opencvUrl;
/** The service worker's cache of the library (one entry, cache first). */
export const SCAN_ENGINE_CACHE = 'scan-engine';

let kept: Promise<boolean> | null = null;

/** Fetches the library once per page (the service worker stores it); false when that failed. */
export function keepScanEngine(): Promise<boolean> {
  kept ??= fetch(SCAN_ENGINE_URL)
    .then(async (response) => {
      await response.arrayBuffer();
      return response.ok;
    })
    .catch(() => false)
    .then((ok) => {
      if (!ok) kept = null; // ask again next time
      return ok;
    });
  return kept;
}
