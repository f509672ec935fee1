// The pure order state machine over every (status, move) pair: exactly the five documented
// moves are allowed, each to its documented status; every other pair is refused.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/lib/contract/member';
import {
  applyMove,
  fromStatusesOf,
  isAllowed,
  ORDER_MOVES,
  type MoveTarget,
  type OrderMove,
} from '../../server/src/members/order-machine';

const ALLOWED: Record<string, MoveTarget> = {
  'awaiting-payment/pay': 'paid',
  'awaiting-payment/cancel': 'cancelled',
  'paid/requestRefund': 'refunding',
  'refunding/refund': 'refunded',
  'cancelled/delete': 'deleted',
  'refunded/delete': 'deleted',
};

const pairs: [OrderStatus, OrderMove][] = ORDER_STATUSES.flatMap((s) =>
  ORDER_MOVES.map((m) => [s, m] as [OrderStatus, OrderMove]),
);

describe('order state machine', () => {
  it('covers 5 statuses x 5 moves', () => {
    expect(pairs).toHaveLength(25);
  });

  it.each(pairs)('%s + %s', (status, move) => {
    const expected = ALLOWED[`${status}/${move}`];
    const result = applyMove(status, move);
    if (expected) {
      expect(result).toEqual({ ok: true, from: status, to: expected });
      expect(isAllowed(status, move)).toBe(true);
    } else {
      expect(result).toEqual({ ok: false, from: status, move });
      expect(isAllowed(status, move)).toBe(false);
    }
  });

  it('a random walk never leaves the documented statuses, and only delete ends an order', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let walk = 0; walk < 500; walk++) {
      let status: OrderStatus = 'awaiting-payment';
      for (let step = 0; step < 10; step++) {
        const move = ORDER_MOVES[Math.floor(random() * ORDER_MOVES.length)]!;
        const result = applyMove(status, move);
        if (!result.ok) continue;
        if (result.to === 'deleted') {
          expect(['cancelled', 'refunded']).toContain(status);
          break;
        }
        expect(ORDER_STATUSES).toContain(result.to);
        status = result.to;
      }
    }
  });

  it('names the statuses each move starts from', () => {
    expect(fromStatusesOf('delete')).toEqual(['cancelled', 'refunded']);
    expect(fromStatusesOf('pay')).toEqual(['awaiting-payment']);
    expect(fromStatusesOf('refund')).toEqual(['refunding']);
  });
});
