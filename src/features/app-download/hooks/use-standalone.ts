import { useSyncExternalStore } from 'react';
import { isStandalone, STANDALONE_QUERY } from '../lib/platform';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(STANDALONE_QUERY);
  query.addEventListener('change', onChange);
  addEventListener('appinstalled', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    removeEventListener('appinstalled', onChange);
  };
}

/** True when the page runs as the installed app (display-mode standalone). */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
