import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isLoggedInAtom, mobileAtom, useAtomValue } from '@/lib/store';
import { maskMobile, useProfile } from '@/features/account';

/** Logged out: a "Log in" card; logged in: the masked number and the nickname. */
export function AccountCard() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <MemberCard /> : <LogInCard />;
}

function LogInCard() {
  return (
    <section className="mine-account-card" aria-labelledby="mine-login-title">
      <p className="mine-account-title" id="mine-login-title">
        <Trans>Log in to keep favourites, history and orders on every device</Trans>
      </p>
      <Link to="/login" className="button">
        <Trans>Log in</Trans>
      </Link>
    </section>
  );
}

/** The number is known at once (stored); the nickname comes with the profile (not offline). */
function MemberCard() {
  const mobile = useAtomValue(mobileAtom);
  const { profile } = useProfile();
  const nickname = profile?.nickname ?? null;
  return (
    <section className="mine-account-card" aria-label="Account">
      <p className="mine-account-title">{nickname ?? <Trans>Traveller</Trans>}</p>
      <p className="mine-account-mobile" data-testid="mine-mobile">
        {mobile ? maskMobile(mobile) : null}
      </p>
    </section>
  );
}
