export { ScanPage } from './components/scan-page';
export { refreshExhibitHashes } from './api/refresh-exhibit-hashes';
export { qrPayloadForPoint, pointIdFromQr } from './lib/qr-payload';
