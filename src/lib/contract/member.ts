// The member service (issue 7): login by SMS code, the account, favourites, browsing history,
// feedback, orders and their payment, unlocks and coupons. The spec shows none of these
// endpoints; docs/decisions/0029-0037 give the reasons for the shapes, limits and statuses.
//
// A member call carries `Authorization: Bearer <token>`; without a valid token the answer
// is HTTP 401 with errorCode MEMBER_RELOGIN_CODE, which the app answers with its re-login.
// Another member's id is answered as if it did not exist (404): nothing leaks.
import type { AllLocalesTextT } from './catalog';
import { PREFIX } from './envelope';

const MEMBER = `${PREFIX.mob}/member`;

export const MEMBER_ENDPOINTS = {
  /** POST {mobile, purpose} -> SmsCodeSent. Anyone; limited per number and per address. */
  smsCode: `${PREFIX.mob}/auth/sms-code`,
  /** POST {mobile, code, agreed: true} -> LoginResult. Creates the member on first login. */
  login: `${PREFIX.mob}/auth/login`,
  /** POST {} -> {revoked: true}. Revokes the caller's token. */
  logout: `${PREFIX.mob}/auth/logout`,
  /** GET -> MemberProfile */
  profile: `${MEMBER}/profile`,
  /** POST {nickname?, name?, email?} (null clears a field) -> MemberProfile */
  profileUpdate: `${MEMBER}/profile/update`,
  /** POST {mobile, code} (a code sent to the NEW number, purpose 'change-mobile') -> MemberProfile */
  mobileChange: `${MEMBER}/mobile/change`,
  /** POST {confirm: ACCOUNT_CLOSE_CONFIRMATION} -> {closed: true}. Deletes everything, revokes every token. */
  close: `${MEMBER}/close`,
  /** GET ?page&pageSize -> Page<Favourite>, newest first */
  favouriteList: `${MEMBER}/favourite/list`,
  /** POST {targetKind, targetId, favourite} -> Favourite state (idempotent) */
  favouriteSet: `${MEMBER}/favourite/set`,
  /** GET ?page&pageSize -> Page<HistoryEntry>, most recent first */
  historyList: `${MEMBER}/history/list`,
  /** POST {entries: HistoryEntry[] (1..50)} -> {saved} (idempotent: keeps the latest viewedAt) */
  historyRecord: `${MEMBER}/history/record`,
  /** POST {} -> {cleared} */
  historyClear: `${MEMBER}/history/clear`,
  /** GET -> Unlocks: what the member's paid orders unlock, on every device */
  unlocks: `${MEMBER}/unlocks`,
  /** POST FeedbackRequest -> FeedbackStored. Logged in or not; idempotent by clientId. */
  feedback: `${PREFIX.mob}/feedback/submit`,
  /** POST {targetKind, targetId, couponId?, clientRequestId} -> Order (awaiting payment; idempotent by clientRequestId) */
  orderCreate: `${PREFIX.mob}/order/create`,
  /** GET ?status&page&pageSize -> Page<Order>, newest first */
  orderList: `${PREFIX.mob}/order/list`,
  /** GET ?id -> Order */
  orderDetail: `${PREFIX.mob}/order/detail`,
  /** POST {id, returnUrl} -> PaymentStart: where to send the member to confirm the payment */
  orderPay: `${PREFIX.mob}/order/pay`,
  /** POST {id, reason?} -> Order (awaiting payment -> cancelled) */
  orderCancel: `${PREFIX.mob}/order/cancel`,
  /** POST {id, reason} -> Order (paid -> refunding; the provider's notification makes it refunded) */
  orderRefund: `${PREFIX.mob}/order/refund`,
  /** POST {id} -> {deleted: true} (only a cancelled or refunded order) */
  orderDelete: `${PREFIX.mob}/order/delete`,
  /** POST, signed by the payment provider (header PAYMENT_SIGNATURE_HEADER) -> PaymentNotificationAck */
  paymentNotify: `${PREFIX.mob}/payment/notify`,
  /** GET -> CouponOffer[]: what can be claimed, with this member's claim state */
  couponOffers: `${PREFIX.mob}/coupon/offers`,
  /** POST {offerId} -> MemberCoupon */
  couponClaim: `${PREFIX.mob}/coupon/claim`,
  /** GET ?status (0 to use, 1 expired, 2 used; none: all) -> MemberCoupon[] */
  couponMine: `${PREFIX.mob}/coupon/mine`,
} as const;

/** The spec's re-login code (point 8): also the answer to a missing, expired or revoked token. */
export const MEMBER_RELOGIN_CODE = 'MOB2230010';

/** What the member types to close the account, so that no stray request closes it. */
export const ACCOUNT_CLOSE_CONFIRMATION = 'CLOSE';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT = 10;
/** Mainland mobile numbers: 11 digits starting 1[3-9]. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const TOKEN_TTL_DAYS = 30;
export const ORDER_PAYMENT_MINUTES = 15;
export const FEEDBACK_MAX_LENGTH = 2000;
export const NICKNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** The payment provider signs its notification (HMAC-SHA256 of the raw body, hex) in this header. */
export const PAYMENT_SIGNATURE_HEADER = 'x-pay-signature';
/** Where the embedded sandbox payment provider serves its confirmation page. */
export const SANDBOX_PAY_PREFIX = '/sandbox-pay';

/** A whole place costs the sum of its locked points less 20%, rounded down to the fen. */
export const PLACE_BUNDLE_PERCENT_PAID = 80;

export const placeBundlePrice = (lockedPointPrices: number[]): number =>
  Math.floor((lockedPointPrices.reduce((sum, p) => sum + p, 0) * PLACE_BUNDLE_PERCENT_PAID) / 100);

/** What a coupon takes off a price: an order is never free (at least 1 fen is paid). */
export const couponDiscount = (priceMinor: number, amountOffMinor: number): number =>
  Math.max(0, Math.min(amountOffMinor, priceMinor - 1));

export type SmsPurpose = 'login' | 'change-mobile';

export interface SmsCodeSent {
  /** Seconds before another code may be asked for this number. */
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface LoginUserInfo {
  openId: string;
  loginId: string;
  loginToken: string;
  memberId: string;
  mobile: string;
}

export interface LoginResult {
  token: string;
  memberId: string;
  mobile: string;
  /** ISO time the token stops working. */
  expiresAt: string;
  userInfo: LoginUserInfo;
}

export interface MemberProfile {
  memberId: string;
  mobile: string;
  nickname: string | null;
  name: string | null;
  email: string | null;
  createdAt: string;
}

export type MemberTargetKind = 'point' | 'scenic' | 'museum';

export interface Favourite {
  targetKind: MemberTargetKind;
  targetId: string;
  favourite: boolean;
  createdAt: string;
}

export interface HistoryEntry {
  targetKind: MemberTargetKind;
  targetId: string;
  viewedAt: string;
}

export interface Unlocks {
  pointIds: string[];
  /** A whole place bought: every point of it is unlocked. */
  placeIds: string[];
}

export interface FeedbackRequest {
  content: string;
  email?: string | null;
  /** A UUID the app makes once per message: a resend after a lost answer stores nothing twice. */
  clientId: string;
}

export interface FeedbackStored {
  id: string;
  /** What the visitor reads out (./feedback-reference.ts): 8 characters, unique. */
  reference: string;
}

export const ORDER_STATUSES = ['awaiting-payment', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What can be bought: one locked point, or a whole place (all its locked points). */
export type OrderTargetKind = 'point' | 'place';

export interface Order {
  id: string;
  /** Shown to the member: 'SG' + date + 8 digits. */
  orderNo: string;
  status: OrderStatus;
  targetKind: OrderTargetKind;
  targetId: string;
  /** The name at the time of the order, in every locale. */
  title: AllLocalesTextT;
  /** Order price (the list price), in fen. */
  priceMinor: number;
  discountMinor: number;
  /** Amount payable: price minus discount. */
  amountMinor: number;
  /** Actual payment: set once paid. */
  paidMinor: number | null;
  couponId: string | null;
  paymentMethod: 'sandbox' | null;
  createdAt: string;
  /** Unpaid orders cancel themselves at this time. */
  payBefore: string;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  refundRequestedAt: string | null;
  refundedAt: string | null;
  refundReason: string | null;
}

export interface PaymentStart {
  paymentId: string;
  /** The provider's confirmation page (same origin for the sandbox). */
  payUrl: string;
}

/** The body the provider posts to paymentNotify. */
export interface PaymentNotification {
  /** Unique per event: a repeated notification is recognised by it. */
  eventId: string;
  type: 'payment.succeeded' | 'refund.succeeded';
  paymentId: string;
  orderId: string;
  amountMinor: number;
  occurredAt: string;
}

export interface PaymentNotificationAck {
  received: true;
  /** false when this event had already been applied. */
  applied: boolean;
}

/** Coupon status codes of spec point 3. 0-2 are a member's coupon; 3-5 an offer's claim state. */
export const COUPON_STATUS = { toUse: 0, expired: 1, used: 2, claimed: 3, allClaimed: 4, claim: 5 } as const;
export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];

export interface CouponOffer {
  id: string;
  title: AllLocalesTextT;
  /** Off the order price, in fen; a voucher has minSpendMinor 0. */
  amountOffMinor: number;
  minSpendMinor: number;
  /** Days a claimed coupon stays valid. */
  validDays: number;
  remaining: number;
  /** 5 claim, 3 claimed (this member holds the most allowed), 4 all claimed. */
  status: 3 | 4 | 5;
}

export interface MemberCoupon {
  id: string;
  offerId: string;
  title: AllLocalesTextT;
  amountOffMinor: number;
  minSpendMinor: number;
  claimedAt: string;
  expiresAt: string;
  /** 0 to use, 1 expired, 2 used. */
  status: 0 | 1 | 2;
  usedOrderId: string | null;
}
