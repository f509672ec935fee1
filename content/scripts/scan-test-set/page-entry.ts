// What a Chromium page needs to make the scan's test photos (bundled by photo-page.ts).
export { renderPhoto } from './render-photo';
export { photoParams, negativeParams, seedOf } from './kinds';
