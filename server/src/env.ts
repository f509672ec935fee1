// The one reader of process.env: validates the environment once, with defaults.
import { isIP } from 'node:net';
import { z } from 'zod';
import { LOCALES } from '@contract/locales';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A comma-separated list of web origins (https://host[:port]), each checked and normalised. */
const originList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const item of list
        ?.split(',')
        .map((o) => o.trim())
        .filter((o) => o !== '') ?? []) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `'${item}' is not an origin like https://host.example` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
);

/** `alloy`, or per locale `cn=alloy,ja=nova,*=echo` (`*`: every other locale). */
const voiceNames = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('alloy')
    .transform((list, ctx) => {
      const names: Record<string, string> = {};
      for (const item of list
        .split(',')
        .map((i) => i.trim())
        .filter(Boolean)) {
        const [key, name] = item.includes('=') ? item.split('=').map((p) => p.trim()) : ['*', item];
        if (!key || !name || (key !== '*' && !(LOCALES as readonly string[]).includes(key))) {
          ctx.addIssue({ code: 'custom', message: `'${item}' is not a voice name or locale=name` });
          return z.NEVER;
        }
        names[key] = name;
      }
      return names;
    }),
);

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DIST_DIR: z.string().min(1).default('./dist'),
    CONTENT_DIR: z.string().min(1).default('./content'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** 1: apply CONTENT_DIR to an already seeded database at start (changed places, points, media). */
    CONTENT_UPDATE: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')).transform((v) => v === '1'),
    /** A LibreTranslate-compatible server for machine translation; unset: stored translations only. */
    TRANSLATION_PROVIDER_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    TRANSLATION_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    /** An OpenAI-compatible chat API (e.g. https://api.openai.com/v1); unset: the catalogue assistant. */
    LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    LLM_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
    /** 1: the model answers only from the catalogue's passages and cites them; 0: freely, from the place's description. */
    LLM_GROUNDED: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('1')).transform((v) => v === '1'),
    // Voicing the content (npm run content:voice): 'embedded' is eSpeak NG in WASM, nothing to
    // set up; 'openai-compatible' posts to VOICE_BASE_URL/audio/speech.
    VOICE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'openai-compatible']).default('embedded')),
    VOICE_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    VOICE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    VOICE_MODEL: z.preprocess(emptyToUndefined, z.string().default('tts-1')),
    VOICE_NAME: voiceNames,
    /** How long one recording may take to come back (ms). */
    VOICE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** How long an answer goes on with no client attached before it is stopped (ms). */
    CHAT_DISCONNECT_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** Questions per minute per member and per address (0: no limit). */
    CHAT_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(20),
    /** The secret the sandbox payment provider signs its notifications with; unset: DATA_DIR/payment/sandbox-secret. */
    PAYMENT_SANDBOX_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** The secret of the mobile numbers' keys (coupon claims per number); unset: DATA_DIR/members/mobile-key-secret. Same on every instance. */
    MEMBER_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** Comma-separated origins of app wrappers allowed to frame the app and post messages to it. */
    WRAPPER_ORIGINS: originList,
    /** Comma-separated origins an assistant answer's images may load from (besides our own). */
    ANSWER_IMAGE_HOSTS: originList,
    /** The secret paid media URLs are signed with (all instances alike); unset: DATA_DIR/media/signing-secret. */
    MEDIA_SIGNING_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** The bearer token of the operators' endpoints (the assistant's exchange export); unset: they refuse everyone. */
    ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** Comma-separated PEM files of RSA private keys; the first is current, the rest decrypt only. */
    // Sends the login codes: 'log' (the embedded provider) writes them to the server log;
    // 'http' posts them to SMS_HTTP_URL (with SMS_HTTP_TOKEN as bearer) and never logs them.
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['log', 'http']).default('log')),
    SMS_HTTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMS_HTTP_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
    // The mini-program that "open in the mini-program" opens (POST /applet/wx/generateScheme).
    // Unset: none is configured and the call answers 503. Both id and secret, or neither.
    MINI_PROGRAM_APP_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^wx[0-9a-f]{16}$/, 'must look like wx0123456789abcdef')
        .optional(),
    ),
    MINI_PROGRAM_APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** The messaging platform's API origin. */
    MINI_PROGRAM_API_BASE: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
    ),
    /** Which build of the mini-program a scheme opens: release, trial or develop. */
    MINI_PROGRAM_VERSION: z.preprocess(emptyToUndefined, z.enum(['release', 'trial', 'develop']).default('release')),
    /** Proxies (load balancers) whose X-Forwarded-For names the client: comma-separated IP addresses. */
    TRUSTED_PROXIES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((list, ctx) => {
          const addresses =
            list
              ?.split(',')
              .map((a) => a.trim())
              .filter((a) => a !== '') ?? [];
          for (const address of addresses) {
            if (isIP(address)) continue;
            ctx.addIssue({ code: 'custom', message: `'${address}' is not an IP address` });
            return z.NEVER;
          }
          return addresses;
        }),
    ),
    /** Several instances on PostgreSQL: how long an instance's lease lasts (renewed every third of it). */
    CLUSTER_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(10_000),
    RSA_PRIVATE_KEY_FILES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((list) => {
          const files = list
            ?.split(',')
            .map((f) => f.trim())
            .filter((f) => f !== '');
          return files?.length ? files : undefined;
        }),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.VOICE_PROVIDER === 'openai-compatible' && !env.VOICE_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['VOICE_BASE_URL'], message: 'the openai-compatible voice needs it' });
    }
    if (Boolean(env.MINI_PROGRAM_APP_ID) !== Boolean(env.MINI_PROGRAM_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MINI_PROGRAM_APP_SECRET'],
        message: 'MINI_PROGRAM_APP_ID and MINI_PROGRAM_APP_SECRET go together',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; throws one readable error naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
