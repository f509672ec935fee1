// Logging out: the server revokes the token when it can be reached; the account and the
// member's local data are cleared here in any case (offline too).
import { appStore, logoutAtom } from '@/lib/store';
import { logOut } from '../api/account-api';
import { profileAtom } from '../state/profile';
import { clearMemberData } from '@/lib/member-data-cleaners';

export async function forgetAccount(): Promise<void> {
  appStore.set(logoutAtom);
  appStore.set(profileAtom, null);
  await clearMemberData();
}

export async function signOut(): Promise<void> {
  try {
    await logOut();
  } catch {
    // Offline or already revoked: the token is forgotten below all the same.
  }
  await forgetAccount();
}
