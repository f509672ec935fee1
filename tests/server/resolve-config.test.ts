// resolveConfig is the one place where startServer's options meet the environment: an option
// given wins, null means "none" (not "use the environment"), and what neither gives takes the
// default.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../server/src/config';
import { loadEnv } from '../../server/src/env';

const LONG = 'x'.repeat(32);

describe('resolveConfig', () => {
  it('takes the defaults when neither options nor environment give a value', () => {
    const config = resolveConfig({}, loadEnv({}));
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      uploadsDir: resolve('./data/uploads'),
      distDir: resolve('./dist'),
      contentDir: resolve('./content'),
      databaseUrl: undefined,
      contentUpdate: false,
      logLevel: 'info',
      shutdownGraceMs: 5000,
      translationProvider: null,
      chat: { llm: null, disconnectGraceMs: 60_000, questionsPerMinute: 20, heartbeatMs: 15_000 },
      sms: { name: 'log', httpUrl: undefined, httpToken: undefined },
      secrets: { paymentSandbox: undefined, memberKey: undefined, mediaSigning: undefined },
      sitePolicy: { wrapperOrigins: [], imageHosts: [] },
    });
  });

  it('uses the environment when no option is given', () => {
    const env = loadEnv({
      PORT: '9000',
      DATA_DIR: '/srv/guide',
      DATABASE_URL: 'postgres://db/guide',
      TRANSLATION_PROVIDER_URL: 'http://translate.example',
      TRANSLATION_API_KEY: 'k',
      LLM_BASE_URL: 'http://llm.example/v1',
      LLM_MODEL: 'm',
      CHAT_QUESTIONS_PER_MINUTE: '5',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://sms.example',
      MEMBER_KEY_SECRET: LONG,
      WRAPPER_ORIGINS: 'https://wrapper.example',
    });
    const config = resolveConfig({}, env);
    expect(config.port).toBe(9000);
    expect(config.uploadsDir).toBe('/srv/guide/uploads');
    expect(config.databaseUrl).toBe('postgres://db/guide');
    expect(config.translationProvider).toEqual({ url: 'http://translate.example', apiKey: 'k' });
    expect(config.chat.llm).toEqual({
      baseUrl: 'http://llm.example/v1',
      apiKey: undefined,
      model: 'm',
      grounded: true,
    });
    expect(config.chat.questionsPerMinute).toBe(5);
    expect(config.sms).toEqual({ name: 'http', httpUrl: 'http://sms.example', httpToken: undefined });
    expect(config.secrets.memberKey).toBe(LONG);
    expect(config.sitePolicy.wrapperOrigins).toEqual(['https://wrapper.example']);
  });

  it('lets an option win over the environment', () => {
    const env = loadEnv({
      PORT: '9000',
      LOG_LEVEL: 'debug',
      CHAT_QUESTIONS_PER_MINUTE: '5',
      MEDIA_SIGNING_SECRET: LONG,
    });
    const config = resolveConfig(
      {
        port: 0,
        logLevel: 'silent',
        chatQuestionsPerMinute: 7,
        mediaSigningSecret: 'y'.repeat(32),
        shutdownGraceMs: 10,
      },
      env,
    );
    expect(config.port).toBe(0);
    expect(config.logLevel).toBe('silent');
    expect(config.chat.questionsPerMinute).toBe(7);
    expect(config.secrets.mediaSigning).toBe('y'.repeat(32));
    expect(config.shutdownGraceMs).toBe(10);
  });

  it('reads null as "none", even where the environment gives one', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://db/guide',
      TRANSLATION_PROVIDER_URL: 'http://translate.example',
      LLM_BASE_URL: 'http://llm.example/v1',
      LLM_MODEL: 'm',
      CHAT_QUESTIONS_PER_MINUTE: '5',
    });
    const config = resolveConfig(
      { databaseUrl: null, translationProviderUrl: null, llm: null, chatQuestionsPerMinute: null },
      env,
    );
    expect(config.databaseUrl).toBeUndefined();
    expect(config.translationProvider).toBeNull();
    expect(config.chat.llm).toBeNull();
    expect(config.chat.questionsPerMinute).toBeNull();
    // 0 from the environment is "no limit" too.
    expect(resolveConfig({}, loadEnv({ CHAT_QUESTIONS_PER_MINUTE: '0' })).chat.questionsPerMinute).toBeNull();
  });
});
