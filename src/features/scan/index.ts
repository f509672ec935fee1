export { ScanPage } from './components/scan-page';
export { qrPayloadForPoint, pointIdFromQr } from './lib/qr-payload';
