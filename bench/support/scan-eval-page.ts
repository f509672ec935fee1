// What the scan benches run inside a Chromium page: the test-set generator and the app's own
// recognition code (the worker's modules, run here on the page's main thread) and verdicts.
export { renderPhoto } from '../../content/scripts/scan-test-set/render-photo';
export { decodeFeatures } from '../../src/features/scan/lib/vision/feature-codec';
export { extractFeatures } from '../../src/features/scan/lib/vision/features';
export { buildIndex, recognise } from '../../src/features/scan/lib/vision/recognise';
export { recognisePicture } from '../../src/features/scan/lib/vision/recognise-picture';
export { pixelsOf } from '../../src/features/scan/lib/vision/analyse-picture';
export { ALL_LOOKS, LATER_LOOKS, MATCH, QUERY_ORB, QUERY_SIDE } from '../../src/features/scan/lib/vision/settings';
export { decide } from '../../src/features/scan/lib/decide';
