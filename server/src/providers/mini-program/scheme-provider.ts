// URL schemes that open the mini-program (contract: src/lib/contract/mini-program.ts). The
// embedded default has no mini-program and says so (503); 'wechat' calls the messaging
// platform's scheme API with the configured app id and secret (wechat-scheme-provider.ts).
import type { SchemeResult } from '@contract/mini-program';

export interface SchemeAsk {
  path: string;
  query: string;
  expireDays: number;
}

export interface SchemeProvider {
  readonly name: string;
  generate(ask: SchemeAsk): Promise<SchemeResult>;
}

/** Why no scheme was made; `status` is the HTTP status the route answers with. */
export class SchemeError extends Error {
  override name = 'SchemeError';
  constructor(
    readonly status: 400 | 429 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** The mini-program's version a scheme opens: the published one, the trial or the development build. */
export const MINI_PROGRAM_VERSIONS = ['release', 'trial', 'develop'] as const;
export type MiniProgramVersion = (typeof MINI_PROGRAM_VERSIONS)[number];

export interface MiniProgramConfig {
  appId: string;
  appSecret: string;
  /** The platform's API origin (a stand-in in tests). */
  apiBase: string;
  version: MiniProgramVersion;
}

export function createNoSchemeProvider(): SchemeProvider {
  return {
    name: 'none',
    generate: () =>
      Promise.reject(
        new SchemeError(503, 'No mini-program is configured on this server (MINI_PROGRAM_APP_ID is not set)'),
      ),
  };
}
