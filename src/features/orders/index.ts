export { CheckoutPage } from './components/checkout-page';
export { OrdersPage, type OrdersScreenTab } from './components/orders-page';
export { OrderDetailPage } from './components/order-detail-page';
