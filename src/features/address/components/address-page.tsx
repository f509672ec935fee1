import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { messagingSdk } from '@/lib/mini-program-host';
import { isLoggedInAtom, memberIdAtom, useAtomValue } from '@/lib/store';
import { LoadingState } from '@/components/ui/loading-state';
import type { PostalAddress } from '@contract/address';
import { fetchAddress } from '../api/address-api';
import type { HostSdk } from '../lib/host-address';
import { AddressForm } from './address-form';
import './address.css';

const NetworkError = lazy(() => import('@/components/errors/network-error').then((m) => ({ default: m.NetworkError })));

type Loaded = { address: PostalAddress | null } | 'loading' | 'error';

/** The member's postal address, for invoices and souvenirs sent by post (spec point 3). */
export function AddressPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const memberId = useAtomValue(memberIdAtom);
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!memberId) return;
    let live = true;
    fetchAddress()
      .then((address) => live && setLoaded({ address }))
      .catch(() => live && setLoaded('error'));
    return () => {
      live = false;
    };
  }, [memberId, attempt]);

  // Inside the messaging app its SDK (loaded on demand) brings the host's address picker.
  const [sdk, setSdk] = useState<HostSdk | null>(null);
  useEffect(() => {
    let live = true;
    messagingSdk()
      .then((found) => live && setSdk(found as HostSdk | null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const retry = useCallback(() => {
    setLoaded('loading');
    setAttempt((n) => n + 1);
  }, []);

  return (
    <div className="address-page">
      <h1 className="page-heading">
        <Trans>Postal address</Trans>
      </h1>
      <p className="address-intro">
        <Trans>For invoices and souvenirs we send you by post.</Trans>
      </p>
      {!loggedIn ? (
        <div className="address-form">
          <p>
            <Trans>Log in to see your account.</Trans>
          </p>
          <a href={`/login?tUrl=${encodeURIComponent('/address')}`} className="button">
            <Trans>Log in</Trans>
          </a>
        </div>
      ) : loaded === 'error' ? (
        <Suspense fallback={null}>
          <NetworkError onRetry={retry} />
        </Suspense>
      ) : loaded === 'loading' ? (
        <LoadingState />
      ) : (
        <AddressForm saved={loaded.address} sdk={sdk} onSaved={(address) => setLoaded({ address })} />
      )}
    </div>
  );
}
