import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isLoggedInAtom, langAtom, onlineAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { formatPrice } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { fetchMyCoupons } from '@/features/coupons';
import { useAsync } from '@/hooks/use-async';
import { useNow } from '../hooks/use-now';
import { useCheckoutItem, type CheckoutItem } from '../hooks/use-checkout-item';
import { checkoutHref } from '@/features/unlocks';
import { discountOf, payableOf, usableCoupons } from '../lib/coupon-choice';
import { payFor } from '../state/pay-for';
import { listenNow } from '../state/listen-now';
import { CouponChoice } from './coupon-choice-field';
import { ActionError } from '@/components/ui/action-error';
import { LoginNeeded } from '@/features/account';
import { isNotFound } from '@/hooks/use-refresh';
import '@/components/ui/content.css';
import './orders.css';

function Checkout({ item }: { item: CheckoutItem }) {
  const lang = useAtomValue(langAtom);
  const online = useAtomValue(onlineAtom);
  const coupons = useAsync(() => fetchMyCoupons(0), []);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // Expiry is judged at the time the checkout opened (the minute matters, not the second).
  const now = useNow(true, 60_000);
  const [error, setError] = useState<unknown>(null);
  const [earlierOrder, setEarlierOrder] = useState<string | null>(null);
  const usable = usableCoupons(coupons.data ?? [], item.priceMinor, now);
  const chosen = usable.find((c) => c.id === chosenId) ?? null;
  const discount = discountOf(chosen, item.priceMinor);
  const payable = payableOf(chosen, item.priceMinor);

  if (item.lockedCount === 0) {
    return (
      <EmptyState
        message={<Trans>Already unlocked: you can listen now.</Trans>}
        action={
          item.pointId ? (
            <Link
              to="/pointDetail"
              search={{ id: item.pointId }}
              className="button"
              onClick={() => void listenNow('point', item.pointId!)}
            >
              <Trans>Listen now</Trans>
            </Link>
          ) : null
        }
      />
    );
  }

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    setError(null);
    try {
      const earlier = await payFor(item, chosen, lang);
      // Leaving for the payment page: the button stays busy.
      if (earlier) {
        setEarlierOrder(earlier);
        setPaying(false);
      }
    } catch (failure) {
      setError(failure);
      setPaying(false);
    }
  };
  const count = item.lockedCount;
  return (
    <div className="checkout">
      <section className="checkout-item" aria-labelledby="checkout-name">
        <p className="muted">
          {item.kind === 'place' ? (
            <Trans>Unlock the whole place ({count} points)</Trans>
          ) : (
            <Trans>Unlock the explanation point</Trans>
          )}
        </p>
        <h1 id="checkout-name" className="page-heading">
          {pickText(item.name, lang)}
        </h1>
        {item.placeName ? <p className="muted">{pickText(item.placeName, lang)}</p> : null}
      </section>
      {coupons.data === undefined ? (
        coupons.error ? (
          <p className="muted" role="status">
            <Trans>Your coupons could not be loaded.</Trans>{' '}
            <button type="button" className="link-button" onClick={coupons.retry}>
              <Trans>Reload</Trans>
            </button>
          </p>
        ) : (
          <LoadingState />
        )
      ) : usable.length > 0 ? (
        <CouponChoice
          coupons={usable}
          chosen={chosen?.id ?? null}
          priceMinor={item.priceMinor}
          onChoose={setChosenId}
        />
      ) : (
        <p className="muted">
          <Trans>No coupon can be used for this order.</Trans>
        </p>
      )}
      <dl className="price-lines">
        <div>
          <dt>
            <Trans>Order price</Trans>
          </dt>
          <dd>{formatPrice(item.priceMinor, lang)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>−{formatPrice(discount, lang)}</dd>
        </div>
        <div className="price-total">
          <dt>
            <Trans>Amount payable</Trans>
          </dt>
          <dd data-testid="amount-payable">{formatPrice(payable, lang)}</dd>
        </div>
      </dl>
      {!online ? (
        <p className="action-error" role="alert">
          <Trans>Payment needs a connection. Connect to the internet, then pay.</Trans>
        </p>
      ) : null}
      <ActionError error={online ? error : null} />
      {earlierOrder ? (
        <p className="action-error" role="alert">
          <Trans>
            You already have an order awaiting payment for this, with another coupon.{' '}
            <Link to="/orderDetail" search={{ id: earlierOrder }}>
              Open it
            </Link>{' '}
            to pay it or cancel it.
          </Trans>
        </p>
      ) : null}
      <button type="button" className="button pay-button" disabled={paying || !online} onClick={() => void pay()}>
        {paying ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
      </button>
    </div>
  );
}

/** Checkout: what is bought, the coupons that fit, the amount payable, and Pay now. */
export function CheckoutPage({ pointId, placeId }: { pointId: string | undefined; placeId: string | undefined }) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { item, state, error, retry } = useCheckoutItem(pointId, placeId);
  if (!pointId && !placeId)
    return <EmptyState action={<Link to="/poiList" className="button">{t`Scenic areas`}</Link>} />;
  if (!loggedIn) {
    return (
      <LoginNeeded
        returnTo={checkoutHref(pointId ? { pointId } : { placeId: placeId! })}
        message={<Trans>Log in to unlock it.</Trans>}
      />
    );
  }
  if (item === undefined || (item === null && state === 'refreshing')) return <LoadingState />;
  if (item === null) return isNotFound(error) ? <EmptyState /> : <NetworkError onRetry={retry} />;
  return <Checkout item={item} />;
}
