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
const esmPackages = ['jose', '@tracespace'];
const node = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@pcbm/platform/testing$': '<rootDir>/../platform/src/testing',
    '^@pcbm/(domain|platform|projections|command-api)$': '<rootDir>/../$1/src',
  },
});
module.exports = {
  // Suites start servers and databases; on two busy cores that can take longer than Jest's 5 s default.
  testTimeout: 60_000,
  // A suite that fails half-way may leave a server open; the run must still end.
  forceExit: true,
  globalSetup: '<rootDir>/jest.global-setup.js',
  projects: ['domain', 'platform', 'projections', 'command-api'].map(node),
};
