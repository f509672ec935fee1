import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { COUPON_STATUS, type CouponOffer, type MemberCoupon } from '@contract/member';
import { formatDate, formatPrice } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { ActionError } from '@/components/ui/action-error';
import { useAsync } from '@/hooks/use-async';
import { claimCoupon, fetchMyCoupons, fetchOffers } from '../api/coupons-api';
import { COUPON_STATUS_LABELS } from '../lib/coupon-labels';
import './coupons.css';

const MINE_FILTERS = [COUPON_STATUS.toUse, COUPON_STATUS.expired, COUPON_STATUS.used] as const;

function Terms({ amountOffMinor, minSpendMinor }: { amountOffMinor: number; minSpendMinor: number }) {
  const lang = useAtomValue(langAtom);
  const off = formatPrice(amountOffMinor, lang);
  const min = formatPrice(minSpendMinor, lang);
  return (
    <p className="coupon-terms">
      {minSpendMinor > 0 ? (
        <Trans>
          <strong className="coupon-amount">{off}</strong> off orders from {min}
        </Trans>
      ) : (
        <Trans>
          <strong className="coupon-amount">{off}</strong> off any order
        </Trans>
      )}
    </p>
  );
}

function OfferCard({ offer, onClaimed }: { offer: CouponOffer; onClaimed: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useAtomValue(langAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const title = pickText(offer.title, lang);
  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      await claimCoupon(offer.id);
      setDone(true);
      onClaimed();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const days = offer.validDays;
  return (
    <li className="coupon-card">
      <div className="coupon-body">
        <p className="coupon-title">{title}</p>
        <Terms amountOffMinor={offer.amountOffMinor} minSpendMinor={offer.minSpendMinor} />
        <p className="muted">
          <Trans>Valid for {days} days after claiming</Trans>
        </p>
        {done ? (
          <p className="coupon-feedback" role="status">
            <Trans>Claimed: it is in your coupons to use.</Trans>
          </p>
        ) : null}
        <ActionError error={error} />
      </div>
      {offer.status === COUPON_STATUS.claim ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={t`Claim ${title}`}
          onClick={() => void claim()}
        >
          {i18n._(COUPON_STATUS_LABELS[5])}
        </button>
      ) : (
        <span className="coupon-state">{i18n._(COUPON_STATUS_LABELS[offer.status])}</span>
      )}
    </li>
  );
}

function MineCard({ coupon }: { coupon: MemberCoupon }) {
  const { i18n } = useLingui();
  const lang = useAtomValue(langAtom);
  const expires = formatDate(Date.parse(coupon.expiresAt), lang);
  return (
    <li className={`coupon-card coupon-status-${coupon.status}`}>
      <div className="coupon-body">
        <p className="coupon-title">{pickText(coupon.title, lang)}</p>
        <Terms amountOffMinor={coupon.amountOffMinor} minSpendMinor={coupon.minSpendMinor} />
        <p className="muted">
          <Trans>Valid until {expires}</Trans>
        </p>
      </div>
      <span className="coupon-state">{i18n._(COUPON_STATUS_LABELS[coupon.status])}</span>
    </li>
  );
}

/** Offers to claim, and the member's coupons by status (to use, expired, used). */
export function CouponsPanel() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<0 | 1 | 2>(COUPON_STATUS.toUse);
  const offers = useAsync(fetchOffers, []);
  const mine = useAsync(() => fetchMyCoupons(filter), [filter]);
  const claimed = () => {
    offers.retry();
    mine.retry();
  };
  return (
    <div className="coupons">
      <section aria-labelledby="coupon-offers-title" className="coupon-section">
        <h2 id="coupon-offers-title" className="section-title">
          <Trans>Coupons to claim</Trans>
        </h2>
        {offers.data === undefined ? (
          offers.error ? (
            <NetworkError onRetry={offers.retry} />
          ) : (
            <LoadingState />
          )
        ) : offers.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="coupon-list">
            {offers.data.map((offer) => (
              <OfferCard key={offer.id} offer={offer} onClaimed={claimed} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="coupon-mine-title" className="coupon-section">
        <h2 id="coupon-mine-title" className="section-title">
          <Trans>My coupons</Trans>
        </h2>
        <div className="segmented" role="group" aria-label={t`Show my coupons by status`}>
          {MINE_FILTERS.map((status) => (
            <button
              key={status}
              type="button"
              className="segment"
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
            >
              {i18n._(COUPON_STATUS_LABELS[status])}
            </button>
          ))}
        </div>
        {mine.data === undefined || mine.loading ? (
          mine.error ? (
            <NetworkError onRetry={mine.retry} />
          ) : (
            <LoadingState />
          )
        ) : mine.error ? (
          <NetworkError onRetry={mine.retry} />
        ) : mine.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="coupon-list">
            {mine.data.map((coupon) => (
              <MineCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
