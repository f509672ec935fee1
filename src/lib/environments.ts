// The environments (spec points 7 and 9): development, staging, sst and production, each with
// its API domain and market list id. Chosen at build time by Vite's mode (`vite build` is
// production; `vite build --mode staging` or `--mode sst` for the others; the dev server is
// development) and written into the bundle as __APP_ENVIRONMENT__ (vite.config.ts), so a
// production build carries production's values and nothing else (docs/decisions/0055).

export const ENVIRONMENT_NAMES = ['development', 'staging', 'sst', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export interface AppEnvironment {
  name: EnvironmentName;
  /**
   * Where the API is: '' for the origin the app is served from (the server serves both, and
   * the dev server proxies /api to it); else an origin such as https://api.example.com.
   */
  apiOrigin: string;
  /** Spec point 9: the market list id. */
  marketListId: number;
}

export const ENVIRONMENTS: Readonly<Record<EnvironmentName, AppEnvironment>> = {
  development: { name: 'development', apiOrigin: '', marketListId: 2886 },
  // The staging and sst servers' public hosts (placeholders under .example until they exist).
  staging: { name: 'staging', apiOrigin: 'https://staging.scenic-guide.example', marketListId: 2886 },
  sst: { name: 'sst', apiOrigin: 'https://sst.scenic-guide.example', marketListId: 2886 },
  production: { name: 'production', apiOrigin: '', marketListId: 4333 },
};

/** The environment of a Vite mode; an unknown mode is refused so that a typo cannot build one. */
export function environmentForMode(mode: string): AppEnvironment {
  if (!(ENVIRONMENT_NAMES as readonly string[]).includes(mode)) {
    throw new Error(`Unknown build mode '${mode}': use one of ${ENVIRONMENT_NAMES.join(', ')}`);
  }
  return ENVIRONMENTS[mode as EnvironmentName];
}

declare const __APP_ENVIRONMENT__: AppEnvironment | undefined;

/** This build's environment (tests that run outside a Vite build get development's). */
export const APP_ENVIRONMENT: AppEnvironment =
  typeof __APP_ENVIRONMENT__ === 'undefined' ? ENVIRONMENTS.development : __APP_ENVIRONMENT__;

/** The address of an API path (`/api/...`) in this environment. */
export const apiUrl = (path: string): string => `${APP_ENVIRONMENT.apiOrigin}${path}`;
