import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'src/routeTree.gen.ts', 'data', 'coverage', '.tmp', 'locales'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One jotai store (src/app/store.ts); everything else goes through it.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import atoms and hooks from src/app/store.ts.' }],
          patterns: [
            { group: ['jotai/*'], message: 'Import atoms and hooks from src/app/store.ts.' },
            { group: ['**/features/*/*', '!**/features/*/index'], message: 'Import another feature through its index.ts.' },
          ],
        },
      ],
    },
  },
  { files: ['src/app/store.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import from src/app/store.ts.' }],
          patterns: [{ group: ['jotai/*'], message: 'Import from src/app/store.ts.' }],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
