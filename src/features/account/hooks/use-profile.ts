import { useCallback, useEffect, useState } from 'react';
import { memberIdAtom, useAtom, useAtomValue } from '@/lib/store';
import { fetchProfile } from '../api/account-api';
import { profileAtom } from '../state/profile';

export type ProfileState = 'loading' | 'ready' | 'error';

/** The caller's profile: the one in memory at once, refreshed from the server. */
export function useProfile() {
  const memberId = useAtomValue(memberIdAtom);
  const [stored, setProfile] = useAtom(profileAtom);
  const profile = stored && stored.memberId === memberId ? stored : null;
  const [state, setState] = useState<ProfileState>(profile ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!memberId) return;
    let live = true;
    fetchProfile()
      .then((fresh) => {
        if (!live) return;
        setProfile(fresh);
        setState('ready');
      })
      .catch(() => {
        if (live) setState((current) => (current === 'ready' ? current : 'error'));
      });
    return () => {
      live = false;
    };
  }, [memberId, attempt, setProfile]);

  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { profile, state: profile ? 'ready' : state, retry, setProfile };
}
