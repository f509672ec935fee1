export { PointDetailPage } from './components/point-detail-page';
export { startLikeSync, flushLikes } from './state/like-outbox';
