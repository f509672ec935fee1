export { formatCount } from './count';
export { formatPrice } from './price';
export { imageUrl, PLACEHOLDER_IMAGE, type ImageSize } from './image-url';
export { formatDuration } from './duration';
export { formatBytes } from './bytes';
export { formatDate } from './date';
export { formatRegion } from './region';
