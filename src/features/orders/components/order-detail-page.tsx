import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isLoggedInAtom, langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { Order } from '@contract/member';
import { pickText } from '@/lib/localized';
import { useNow } from '../hooks/use-now';
import { useOrderDetail, type PaymentCheck } from '../hooks/use-order-detail';
import { formatCountdown, remainingMs } from '../lib/countdown';
import { ORDER_STATUS_LABELS } from '../lib/order-labels';
import { LoginNeeded } from '@/features/account';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { isNotFound } from '@/hooks/use-refresh';
import '@/components/ui/content.css';
import './orders.css';

function Countdown({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const now = useNow(true);
  const remaining = remainingMs(order.payBefore, now);
  const expired = remaining === 0;
  // Time is up: the server has cancelled the order (or does at the next call); show that.
  const fired = useRef(false);
  useEffect(() => {
    if (!expired || fired.current) return;
    fired.current = true;
    onExpired();
  }, [expired, onExpired]);
  const left = formatCountdown(remaining);
  return (
    <p className="order-countdown" role="timer" aria-live="off">
      <Trans>
        Pay within <strong>{left}</strong>, or the order cancels itself.
      </Trans>
    </p>
  );
}

function PaymentNotice({ payment }: { payment: PaymentCheck }) {
  if (payment === 'paid') {
    return (
      <p className="payment-notice payment-success" role="status">
        <Trans>Payment successful</Trans>
      </p>
    );
  }
  if (payment === 'checking') {
    return (
      <p className="payment-notice" role="status">
        <Trans>Checking the payment…</Trans>
      </p>
    );
  }
  if (payment === 'pending') {
    return (
      <p className="payment-notice" role="status">
        <Trans>The payment has not been confirmed yet. Reload this page in a moment.</Trans>
      </p>
    );
  }
  return null;
}

/** One order: status, every label, the countdown while unpaid, and the actions of its status. */
export function OrderDetailPage({ id, paid }: { id: string | undefined; paid: boolean }) {
  const { t, i18n } = useLingui();
  const lang = useAtomValue(langAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { order, state, error, retry, payment } = useOrderDetail(loggedIn ? id : undefined, paid);
  if (!id) return <EmptyState action={<Link to="/orders" className="button">{t`My orders`}</Link>} />;
  if (!loggedIn)
    return (
      <LoginNeeded
        returnTo={`/orderDetail?id=${encodeURIComponent(id)}`}
        message={<Trans>Log in to see your orders and coupons.</Trans>}
      />
    );
  if (order === undefined || (order === null && state === 'refreshing')) return <LoadingState />;
  if (order === null) return isNotFound(error) ? <EmptyState /> : <NetworkError onRetry={retry} />;
  return (
    <article className="order-detail">
      <PaymentNotice payment={payment} />
      <header className="order-detail-head">
        <p className={`order-status order-${order.status}`}>{i18n._(ORDER_STATUS_LABELS[order.status])}</p>
        <h1 className="page-heading">{pickText(order.title, lang)}</h1>
      </header>
      {order.status === 'awaiting-payment' ? <Countdown order={order} onExpired={retry} /> : null}
      <OrderFacts order={order} />
      <OrderActions order={order} />
    </article>
  );
}
