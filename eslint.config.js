import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The floors of the app (docs/decisions/0047-app-boundaries.md), bottom to top: the wire
// contract; src/db; src/lib; src/components and src/hooks; the features; src/app and
// src/routes. A floor imports only floors below it, and a feature imports another feature
// only through its index.ts. import-x resolves every path (relative, `@/`, `@contract`)
// to a file before it compares, so a relative path cannot hide where it goes.
const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TOP = ['./src/app', './src/routes', './src/main.tsx'];
const featureZones = FEATURES.map((name) => ({
  target: FEATURES.filter((other) => other !== name).map((other) => `./src/features/${other}`),
  from: `./src/features/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} feature through its index.ts (@/features/${name}).`,
}));
const floorZones = [
  {
    target: ['./src/lib', './src/db', './src/components', './src/hooks'],
    from: [...TOP, './src/features'],
    message: 'lib, db, components and hooks sit below the features and the app.',
  },
  {
    target: ['./src/lib', './src/db'],
    from: ['./src/components', './src/hooks'],
    message: 'lib and db sit below components and hooks.',
  },
  {
    target: './src/db',
    from: './src/lib',
    except: ['./contract'],
    message: 'src/db imports only the contract from src/lib.',
  },
  {
    target: './src/features',
    from: TOP,
    message: 'Features sit below src/app and src/routes: move what they share into src/lib.',
  },
  {
    target: './sw',
    from: [...TOP, './src/components', './src/hooks'],
    message: 'The worker shares only src/lib, src/db and the outboxes with the page.',
  },
  // Background Sync sends the features' queues from the worker: their outboxes are DOM-free.
  {
    target: './sw',
    from: './src/features/**',
    except: ['**/src/features/*/state/*-outbox.ts'],
    message: 'The worker imports a feature only for its outbox.',
  },
];

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
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x skips .ts files when it reads a dependency, and no-cycle sees no edges.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...floorZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One jotai store (src/lib/store.ts); everything else goes through it.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import atoms and hooks from @/lib/store.' }],
          patterns: [{ group: ['jotai/*'], message: 'Import atoms and hooks from @/lib/store.' }],
        },
      ],
    },
  },
  { files: ['src/lib/store.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
