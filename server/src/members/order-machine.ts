// The order state machine, pure: which move is allowed from which status, and where it
// leads. Every status change the server makes asks this module first; the database then
// applies it with a conditional update (`where status = <from>`), so two concurrent moves
// cannot both win.
import { ORDER_STATUSES, type OrderStatus } from '@contract/member';

export const ORDER_MOVES = ['pay', 'cancel', 'requestRefund', 'refund', 'delete'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/** 'deleted' is not a status: the order row is removed. */
export type MoveTarget = OrderStatus | 'deleted';

/** from -> move -> to. Anything not listed is an illegal move. */
const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderMove, MoveTarget>>>> = {
  'awaiting-payment': { pay: 'paid', cancel: 'cancelled' },
  paid: { requestRefund: 'refunding' },
  cancelled: { delete: 'deleted' },
  refunding: { refund: 'refunded' },
  refunded: { delete: 'deleted' },
};

export type MoveResult =
  { ok: true; from: OrderStatus; to: MoveTarget } | { ok: false; from: OrderStatus; move: OrderMove };

export function applyMove(from: OrderStatus, move: OrderMove): MoveResult {
  const to = TRANSITIONS[from][move];
  return to ? { ok: true, from, to } : { ok: false, from, move };
}

export const isAllowed = (from: OrderStatus, move: OrderMove): boolean => applyMove(from, move).ok;

/** The statuses a move may start from (for the conditional update's `where status in`). */
export const fromStatusesOf = (move: OrderMove): OrderStatus[] => ORDER_STATUSES.filter((s) => isAllowed(s, move));

/** Statuses that unlock the target: paid, and refunding until the refund is done. */
export const UNLOCKING_STATUSES: readonly OrderStatus[] = ['paid', 'refunding'];
