import type * as PlayerApiModule from './player-api';

type PlayerApi = typeof PlayerApiModule;

let loading: Promise<PlayerApi> | null = null;

/** The engine chunk; loading it early (a player screen appearing) makes the first tap faster. */
export function loadPlayer(): Promise<PlayerApi> {
  loading ??= import('./player-api').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Runs an action of the engine once it is loaded. */
export function withPlayer(run: (api: PlayerApi) => void): void {
  void loadPlayer().then(run);
}
