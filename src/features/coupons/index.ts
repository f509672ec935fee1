export { CouponsPanel } from './components/coupons-panel';
export { fetchMyCoupons } from './api/coupons-api';
