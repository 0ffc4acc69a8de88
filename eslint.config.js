// Lint: TypeScript rules, React hooks rules, and the architecture's import boundaries:
// features never import each other; store/ and lib/ (and ui/) never import features; no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync, existsSync } from 'node:fs';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.{js,mjs}', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['demo/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Boundaries on resolved paths (alias or relative alike).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [
        { target: ['./src/store', './src/lib', './src/ui'], from: './src/features', message: 'store/, lib/ and ui/ never import features.' },
        { target: ['./src/store', './src/lib', './src/ui'], from: './src/elements', except: ['./events.ts'], message: 'store/, lib/ and ui/ never import elements.' },
        ...features.map((f) => ({ target: `./src/features/${f}`, from: './src/features', except: [`./${f}`], message: 'Features never import each other: compose them in src/elements.' })),
        { target: './src/features', from: './src/elements', except: ['./events.ts'], message: 'Features never import elements.' },
      ] }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10 }] },
  },
);
