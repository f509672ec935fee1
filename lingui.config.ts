import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

// Source strings are written in English in the code; `cn` is the product's default locale.
const config: LinguiConfig = {
  locales: ['cn', 'en', 'fr', 'ru', 'zh-Hant', 'vi', 'th', 'ja', 'ko', 'ms', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', 'src/lib/contract/**'] }],
  format: formatter({ lineNumbers: false }),
};

export default config;
