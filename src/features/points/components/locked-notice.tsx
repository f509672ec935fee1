import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MouseEvent } from 'react';
import { isLoggedInAtom, langAtom, useAtomValue } from '@/lib/store';
import { Icon } from '@/components/ui/icon';
import { db } from '@/db/database';
import type { ExplanationPointT } from '@contract';
import { formatPrice } from '@/lib/format';
import { goToLogin } from '@/features/account';
import { checkoutHref, isPointLocked, unlockHref, useUnlocks, type CheckoutTarget } from '@/features/unlocks';

/** A locked point (spec point 4): says so, and offers to unlock it (or its whole place) now. */
export function LockedNotice({ point }: { point: ExplanationPointT }) {
  const lang = useAtomValue(langAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const unlocks = useUnlocks();
  const navigate = useNavigate();
  const lockedInPlace = useLiveQuery(
    async () =>
      (await db.points.where('placeId').equals(point.placeId).toArray()).filter((p) => isPointLocked(p, unlocks))
        .length,
    [point.placeId, unlocks],
  );
  // Logged out: the login by the terminal's rules (spec point 2), back to the checkout after.
  const go = (target: CheckoutTarget) => (event: MouseEvent) => {
    event.preventDefault();
    if (loggedIn) void navigate({ href: checkoutHref(target) });
    else goToLogin(checkoutHref(target));
  };
  const pointHref = unlockHref({ pointId: point.id }, loggedIn);
  const placeHref = unlockHref({ placeId: point.placeId }, loggedIn);
  return (
    <section className="locked-notice" aria-labelledby="locked-title">
      <p id="locked-title" className="locked-title">
        <Icon name="lock" size={22} />
        <Trans>Please unlock this explanation point first!</Trans>
      </p>
      <p className="locked-question">
        {point.priceMinor > 0 ? (
          <Trans>Unlock it now for {formatPrice(point.priceMinor, lang)}?</Trans>
        ) : (
          <Trans>Unlock it now?</Trans>
        )}
      </p>
      <a href={pointHref} className="button" onClick={go({ pointId: point.id })}>
        <Trans>Unlock now</Trans>
      </a>
      {lockedInPlace !== undefined && lockedInPlace > 1 ? (
        <a href={placeHref} className="button button-secondary" onClick={go({ placeId: point.placeId })}>
          <Trans>Unlock all {lockedInPlace} points of this place</Trans>
        </a>
      ) : null}
    </section>
  );
}
