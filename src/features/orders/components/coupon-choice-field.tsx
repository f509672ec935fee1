import { Trans } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { MemberCoupon } from '@contract/member';
import { formatDate, formatPrice } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { discountOf } from '../lib/coupon-choice';

/** The checkout's coupons as radio buttons, "No coupon" first. */
export function CouponChoice({
  coupons,
  chosen,
  priceMinor,
  onChoose,
}: {
  coupons: MemberCoupon[];
  chosen: string | null;
  priceMinor: number;
  onChoose: (id: string | null) => void;
}) {
  const lang = useAtomValue(langAtom);
  return (
    <fieldset className="checkout-coupons">
      <legend className="section-title">
        <Trans>Coupons</Trans>
      </legend>
      <label className="coupon-option">
        <input type="radio" name="coupon" checked={chosen === null} onChange={() => onChoose(null)} />
        <span>
          <Trans>No coupon</Trans>
        </span>
      </label>
      {coupons.map((coupon) => {
        const off = formatPrice(discountOf(coupon, priceMinor), lang);
        const until = formatDate(Date.parse(coupon.expiresAt), lang);
        return (
          <label key={coupon.id} className="coupon-option">
            <input type="radio" name="coupon" checked={chosen === coupon.id} onChange={() => onChoose(coupon.id)} />
            <span>
              {pickText(coupon.title, lang)}{' '}
              <span className="muted">
                <Trans>
                  −{off}, valid until {until}
                </Trans>
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
