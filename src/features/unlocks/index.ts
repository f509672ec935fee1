// What the member has unlocked, and whether a point is locked: shared by orders, points,
// places, guides, the player and downloads, so it sits in a feature of its own below them.
export {
  isPointLocked,
  NO_UNLOCKS,
  unlocksAtom,
  unlocksReady,
  refreshUnlocks,
  clearMemberOrders,
  useUnlocks,
  useIsPointLocked,
} from './state/unlocks';
export { checkoutHref, unlockHref, type CheckoutTarget } from './lib/checkout-target';
