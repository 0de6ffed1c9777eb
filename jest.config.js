// Jest runs in native ESM mode (NODE_OPTIONS=--experimental-vm-modules, see package.json)
// and compiles TypeScript with SWC, which keeps the decorator metadata NestJS needs.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const libs = ['cards', 'oracle', 'rules', 'event-store', 'scenario', 'game'];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    ...Object.fromEntries(libs.map((lib) => [`^@mtg/${lib}$`, `<rootDir>/libs/${lib}/src/index.ts`])),
    // Deep imports (`@mtg/event-store/testing/eventstoredb-server.js`) name the .ts source.
    '^@mtg/event-store/(.*?)(\\.js)?$': '<rootDir>/libs/event-store/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/scenarios'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  testTimeout: 30000,
  // A worker per core: Jest's default is one fewer than the cores, so on a 2-core machine (CI) it
  // ran every file one after the other in a single process.
  maxWorkers: '100%',
  // The longest files first (jest.sequencer.js), also in a clean clone that has no timing cache.
  testSequencer: '<rootDir>/jest.sequencer.js',
};
