/** One root test command for every workspace. TypeScript is compiled by swc with decorator metadata. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages are compiled to CommonJS for Jest's module system.
const esmPackages = ['jose', '@tracespace', 'd3-geo', 'd3-array', 'internmap', 'topojson-client', 'react-hotkeys-hook'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
const node = (name, setupFiles = ['<rootDir>/../jest.node-setup.js']) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  setupFiles,
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: {
    '^@pcbm/platform/testing$': '<rootDir>/../platform/src/testing',
    '^@pcbm/projections/queries$': '<rootDir>/../projections/src/queries',
    '^@pcbm/projections/testing/marketplace-events$': '<rootDir>/../projections/src/testing/marketplace-events',
    '^@pcbm/(domain|platform|projections|command-api|server)$': '<rootDir>/../$1/src',
  },
});
/** The web packages: component tests in jsdom, with what react-router needs copied from Node. */
const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest.web-environment.js',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../jest.web-setup.js'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.(css|svg|png)$': '<rootDir>/../jest.file-stub.js',
    '\\?worker$': '<rootDir>/../jest.file-stub.js',
    '^@pcbm/domain/(.*)$': '<rootDir>/../domain/src/$1',
    '^@pcbm/domain$': '<rootDir>/../domain/src',
    '^@pcbm/web-kit/(.*)$': '<rootDir>/../web-kit/src/$1',
    '^@pcbm/web-kit$': '<rootDir>/../web-kit/src',
  },
});
/** The production manifests' checks: plain Node, no sources to map. */
const deploy = {
  displayName: 'deploy',
  rootDir: '<rootDir>/deploy/kubernetes',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swc },
};
module.exports = {
  // Most of a suite's time is spent waiting on its servers and databases: two suites at once even on two cores
  // (measured: six API suites in 48 s instead of 74 s). Leases are per schema, so suites on PostgreSQL keep apart.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  // Suites start servers and databases; on two busy cores that can take longer than Jest's 5 s default.
  testTimeout: 60_000,
  // A suite that fails half-way may leave a server open; the run must still end.
  forceExit: true,
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  // The domain's rules open no database, so its suites skip reading the empty database (jest.node-setup.js).
  projects: [node('domain', []), ...['platform', 'projections', 'command-api'].map((name) => node(name)), ...['web-kit', 'web-customer', 'web-producer', 'web-admin'].map(web), deploy],
};
