// Lint: TypeScript and React hooks rules. The architecture's import boundaries (layers point one way,
// elements -> features -> ui -> store -> lib; features never import each other; no cycles) are
// checked by dependency-cruiser (.dependency-cruiser.cjs), the second half of `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The classic zod API probes `new Function` on load, which the pages' CSP (no eval) reports as a
      // violation; the browser bundle uses zod/mini.
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Use 'zod/mini' in src/ (the classic API trips the CSP's no-eval rule)." }] }],
      // A dynamic import of a library takes its whole namespace (zod/mini's: 85 KB gzip with its
      // locales and JSON Schema): import the library statically in a module that is itself loaded lazily.
      'no-restricted-syntax': ['error', { selector: "ImportExpression[source.value=/^(zod|ofetch|react|react-dom)(\\/|$)/]", message: 'Import libraries statically inside a lazily loaded module (a dynamic import keeps the whole namespace).' }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.{js,mjs,cjs}', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
  {
    files: ['demo/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
