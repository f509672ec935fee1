import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import type { Order } from '@contract/member';
import { formatPrice } from '@/lib/format';
import { formatOrderTime } from '../lib/order-time';

function Fact({ label, value }: { label: ReactNode; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="order-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Every label of spec point 3's order, each shown when it has a value. */
export function OrderFacts({ order }: { order: Order }) {
  const lang = useAtomValue(langAtom);
  const price = (minor: number | null) => (minor === null ? null : formatPrice(minor, lang));
  const time = (iso: string | null) => (iso ? <time dateTime={iso}>{formatOrderTime(iso, lang)}</time> : null);
  return (
    <dl className="order-facts">
      <Fact label={<Trans>Order number</Trans>} value={order.orderNo} />
      <Fact label={<Trans>Amount</Trans>} value={price(order.amountMinor)} />
      <Fact label={<Trans>Order price</Trans>} value={price(order.priceMinor)} />
      <Fact label={<Trans>Discount</Trans>} value={order.discountMinor > 0 ? `−${price(order.discountMinor)}` : null} />
      <Fact label={<Trans>Actual payment</Trans>} value={price(order.paidMinor)} />
      <Fact
        label={<Trans>Payment method</Trans>}
        value={order.paymentMethod === 'sandbox' ? <Trans>Sandbox payment</Trans> : null}
      />
      <Fact label={<Trans>Order time</Trans>} value={time(order.createdAt)} />
      <Fact label={<Trans>Payment time</Trans>} value={time(order.paidAt)} />
      <Fact label={<Trans>Cancellation time</Trans>} value={time(order.cancelledAt)} />
      <Fact label={<Trans>Cancellation reason</Trans>} value={order.cancelReason} />
      <Fact label={<Trans>Refund request time</Trans>} value={time(order.refundRequestedAt)} />
      <Fact label={<Trans>Refund time</Trans>} value={time(order.refundedAt)} />
      <Fact label={<Trans>Refund reason</Trans>} value={order.refundReason} />
    </dl>
  );
}
