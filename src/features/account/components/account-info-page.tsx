import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { isLoggedInAtom, useAtomValue } from '@/lib/store';
import { LoadingState } from '@/components/ui/loading-state';
import { useProfile } from '../hooks/use-profile';
import { AccountClosedMessage, AccountClosure } from './account-closure';
import { MobileChange } from './mobile-change';
import { ProfileForm } from './profile-form';
import './account.css';

const NetworkError = lazy(() => import('@/components/errors/network-error').then((m) => ({ default: m.NetworkError })));

/** Account info: nickname, name, email, the mobile number, and closing the account. */
export function AccountInfoPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { profile, state, retry, setProfile } = useProfile();
  const [closed, setClosed] = useState(false);

  if (closed || !loggedIn) {
    return (
      <div className="account-page">
        <h1 className="page-heading">
          <Trans>Account info</Trans>
        </h1>
        {closed ? <AccountClosedMessage /> : <LogInPrompt />}
      </div>
    );
  }
  return (
    <div className="account-page">
      <h1 className="page-heading">
        <Trans>Account info</Trans>
      </h1>
      {state === 'error' ? (
        <Suspense fallback={null}>
          <NetworkError onRetry={retry} />
        </Suspense>
      ) : !profile ? (
        <LoadingState />
      ) : (
        <>
          <section className="account-card" aria-labelledby="profile-heading">
            <h2 className="section-title" id="profile-heading">
              <Trans>Profile</Trans>
            </h2>
            <ProfileForm key={profile.memberId} profile={profile} onSaved={setProfile} />
          </section>
          {/* Its own card: the number changes with a code sent to it, not with the profile's save. */}
          <div className="account-card">
            <MobileChange current={profile.mobile} onChanged={setProfile} />
          </div>
          <AccountClosure onClosed={() => setClosed(true)} />
        </>
      )}
    </div>
  );
}

function LogInPrompt() {
  return (
    <div className="account-card">
      <p>
        <Trans>Log in to see your account.</Trans>
      </p>
      <a href={`/login?tUrl=${encodeURIComponent('/accountInfo')}`} className="button">
        <Trans>Log in</Trans>
      </a>
    </div>
  );
}
