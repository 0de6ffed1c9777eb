import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['libs/rules/src/**/*.ts'],
    rules: {
      // The rules engine is a pure decider: no Nest, no I/O, no clock, no Math.random (docs/architecture.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@nestjs/*', 'node:*', 'fs', 'path', 'better-sqlite3', '@mtg/event-store', '@mtg/game'],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is an input of the decider.' },
        { object: 'Date', property: 'now', message: 'Time is an input of the decider.' },
      ],
    },
  },
);
