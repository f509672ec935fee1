import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import type { Order } from '@contract/member';
import { formatDate, formatPrice } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { ORDER_STATUS_LABELS } from '../lib/order-labels';

/** One order in My orders: what was bought, status, amount and time; opens its detail. */
export function OrderCard({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const lang = useAtomValue(langAtom);
  const amount = formatPrice(order.amountMinor, lang);
  const time = formatDate(Date.parse(order.createdAt), lang);
  return (
    <li>
      <Link to="/orderDetail" search={{ id: order.id }} className={`order-card order-${order.status}`}>
        <span className="order-card-head">
          <span className="order-card-title">{pickText(order.title, lang)}</span>
          <span className="order-status">{i18n._(ORDER_STATUS_LABELS[order.status])}</span>
        </span>
        <span className="order-card-meta">
          <span>
            <Trans>Amount</Trans> <strong>{amount}</strong>
          </span>
          <span>
            <Trans>Order time</Trans> <time dateTime={order.createdAt}>{time}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}
