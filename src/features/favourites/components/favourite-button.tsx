import { useLingui } from '@lingui/react/macro';
import { isLoggedInAtom, useAtomValue } from '@/lib/store';
import { Icon } from '@/components/ui/icon';
import { goToLogin } from '@/features/account';
import type { MemberTargetKind } from '@contract/member';
import { useIsFavourite } from '../hooks/use-favourites';
import { setFavourite } from '../state/favourite-outbox';
import './favourites.css';

/** The heart of a detail page: keeps or removes the favourite; logged out, it opens the login. */
export function FavouriteButton({ kind, id }: { kind: MemberTargetKind; id: string | undefined }) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const favourite = useIsFavourite(kind, id);
  if (!id) return null;
  const on = loggedIn && favourite === true;
  const toggle = () => {
    if (!loggedIn) {
      goToLogin(); // back here afterwards
      return;
    }
    void setFavourite(kind, id, !on);
  };
  return (
    <button
      type="button"
      className={on ? 'favourite-button is-favourite' : 'favourite-button'}
      aria-pressed={on}
      disabled={loggedIn && favourite === undefined}
      onClick={toggle}
    >
      <Icon name="heart" size={22} filled={on} />
      <span>{t`Favourite`}</span>
    </button>
  );
}
