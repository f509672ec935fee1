import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '../../../app/store';
import { Icon } from '../../../components/ui/icon';
import type { ExplanationPointT } from '../../../lib/contract';
import { formatPrice } from '../../../lib/format';

/** A locked point (spec point 4): says so, and asks whether to unlock it now. */
export function LockedNotice({ point }: { point: ExplanationPointT }) {
  const lang = useAtomValue(langAtom);
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
      {/* Unlocking needs a member; the order flow follows the login. */}
      <Link to="/login" className="button">
        <Trans>Unlock now</Trans>
      </Link>
    </section>
  );
}
