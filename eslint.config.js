// ESLint for the toolchain's own code (docs/tests.md, "Lint and format"): the
// rules that catch real faults, with type information where the fault needs it (a promise nobody
// awaits). Layout is prettier's (.prettierrc.json), so no rule here is about layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'generated/',
      'coverage/',
      '.stryker-tmp/',
      'mutation/.incremental/',
      'test/fixtures/',
      'test/consumer/fixture/',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // A protocol toolchain matches control characters on purpose (JSON's escapes, terminal colours,
      // YAML's forbidden characters): every such pattern here is meant.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
);
