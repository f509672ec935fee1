// The scan's own matching code, bundled into the benchmark's page.
export { analyzeFrame, findQrPoint, loadQrDecoder } from '../../src/features/scan/lib/analyze-frame';
export { dhash } from '../../src/features/scan/lib/dhash';
export { bestMatch, rankByHash, toCandidates } from '../../src/features/scan/lib/match';
