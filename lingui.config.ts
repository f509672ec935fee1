import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

const NOT_INTERFACE = ['**/*.test.*', 'src/lib/contract/**'];

/**
 * What the first screen of / renders: its strings form the small `shell` catalog that loads
 * with it; everything (these included) is in `messages`, loaded once the first screen is
 * painted and before any other route renders (src/lib/i18n.ts).
 */
export const SHELL_SOURCES = [
  '<rootDir>/src/main.tsx',
  '<rootDir>/src/app',
  '<rootDir>/src/components',
  '<rootDir>/src/features/home',
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/routes/index.tsx',
];

// Source strings are written in English in the code; `cn` is the product's default locale.
const config: LinguiConfig = {
  locales: ['cn', 'en', 'fr', 'ru', 'zh-Hant', 'vi', 'th', 'ja', 'ko', 'ms', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/shell', include: SHELL_SOURCES, exclude: NOT_INTERFACE },
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: NOT_INTERFACE },
  ],
  format: formatter({ lineNumbers: false }),
};

export default config;
