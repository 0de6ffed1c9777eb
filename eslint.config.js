import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The rules engine is a pure decider: no Nest, no I/O, no clock, no Math.random (docs/architecture.md).
const PURITY = ['@nestjs/*', 'node:*', 'fs', 'path', 'better-sqlite3', '@mtg/event-store', '@mtg/game'];

// The strata of libs/rules/src, bottom first (docs/architecture.md, "Strata"): each folder, or module
// directly in src, imports only from the strata below its own, never from its own stratum's others
// or from above. Type-only imports count too. Spec files may import anything.
const RULES_STRATA = [
  ['data'],
  ['evolve'],
  ['engine'],
  ['decisions', 'speed', 'monarch'],
  ['layers'],
  ['objects'],
  ['mana', 'targets', 'lands', 'game-end', 'replacement'],
  ['battles'],
  ['game-actions'],
  ['triggers', 'casting', 'combat', 'multiplayer', 'dungeons', 'tournament'],
  ['resolution', 'state-based-actions.ts', 'legal-actions'],
  ['turn', 'loops'],
  ['setup', 'legal-actions.ts'],
  ['agenda.ts'],
  ['decide.ts'],
  ['simulation', 'testing'],
  ['index.ts'],
];

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A relative import of a folder or module of src, from any depth: `../turn/steps.js`, `./decide.js`. */
const importOf = (part) =>
  part.endsWith('.ts')
    ? `^(\\./|(\\.\\./)+)${escaped(part.replace(/\.ts$/, '.js'))}$`
    : `^(\\./|(\\.\\./)+)${escaped(part)}/`;

/** The files of a folder or module of src. */
const filesOf = (part) =>
  part.endsWith('.ts') ? [`libs/rules/src/${part}`] : [`libs/rules/src/${part}/**/*.ts`];

function stratumConfigs(stratum, level) {
  return stratum.map((part) => {
    const above = RULES_STRATA.slice(level)
      .flat()
      .filter((other) => other !== part);
    const patterns = above.map((other) => ({
      regex: importOf(other),
      message: `${part} is in stratum ${level + 1} of libs/rules/src, ${other} in ${RULES_STRATA.findIndex((s) => s.includes(other)) + 1}: imports go down only (docs/architecture.md).`,
    }));
    return {
      files: filesOf(part),
      ignores: ['**/*.spec.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group: PURITY }, ...patterns] }] },
    };
  });
}

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
      'no-restricted-imports': ['error', { patterns: PURITY }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is an input of the decider.' },
        { object: 'Date', property: 'now', message: 'Time is an input of the decider.' },
      ],
    },
  },
  ...RULES_STRATA.flatMap(stratumConfigs),
);
