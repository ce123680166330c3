// One lint for the server, both UIs, tests and benches: typescript-eslint's recommended rules,
// react-hooks for the UIs, and the boundaries the code relies on (the server modules' own rule is
// dependency-cruiser's, `npm run lint:deps`). `npm run lint` fails on any warning.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRAMEWORKS = ['@nestjs/*', 'mongoose', 'mongodb', 'express', 'bullmq', 'ioredis', 'react', 'react-*', 'react-admin', 'ra-*', '@mui/*', 'i18next'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'test-artifacts/**', '.run/**', 'web-front/public/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Nest's DI and mongoose typings need empty interfaces and namespaces in a few declaration files.
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-namespace': 'off',
      // Validators reject control characters on purpose (`/[\x00-\x1f]/`).
      'no-control-regex': 'off',
    },
  },
  {
    // The embedded OpenID provider is untyped (koa contexts), and tests read JSON answers of any shape.
    files: ['src/devstack/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web-front/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The server reads its environment only through the validated configuration (`src/platform/config`):
    // a variable read elsewhere escapes the checks at start and `.env.example`. Tests set variables for the code they run.
    files: ['src/**/*.ts'],
    ignores: ['src/platform/config/**', 'src/**/*.spec.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment through src/platform/config (a zod schema), never process.env.' }],
    },
  },
  {
    // The shared rules stay plain TypeScript: both UIs and the server import them.
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: 'src/contracts imports no framework: it is shared by the server and both UIs.' }] }],
    },
  },
  {
    // A front feature is used through its index (`@/features/<name>`), never through its internals.
    files: ['web-front/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*/*'], message: "Import another feature through its index, '@/features/<name>'." }] }],
    },
  },
);
