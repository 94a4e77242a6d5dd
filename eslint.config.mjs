import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The layers of the product, bottom to top. A package may import only the packages below it; a wrong import fails
 * `npm run lint`. docs/architecture.md ("Where things live") explains each layer.
 */
const PACKAGES = ['domain', 'platform', 'projections', 'command-api', 'server', 'web-kit', 'web-customer', 'web-producer', 'web-admin'];
const ALLOWED = {
  domain: [],
  platform: ['domain'],
  projections: ['domain', 'platform'],
  'command-api': ['domain', 'platform', 'projections'],
  server: ['domain', 'platform', 'projections', 'command-api'],
  'web-kit': ['domain'],
  'web-customer': ['domain', 'web-kit'],
  'web-producer': ['domain', 'web-kit'],
  'web-admin': ['domain', 'web-kit'],
};
/** What the browser bundles must not pull in: Node's own modules and the server side. */
const NODE_ONLY = ['node:*', 'fs', 'path', 'crypto', 'child_process', 'worker_threads'];
const layering = Object.entries(ALLOWED).map(([layer, allowed]) => {
  const forbidden = PACKAGES.filter((other) => other !== layer && !allowed.includes(other));
  const browser = layer === 'domain' || layer.startsWith('web-');
  const patterns = [
    { group: forbidden.flatMap((other) => [`@pcbm/${other}`, `@pcbm/${other}/*`]), message: `${layer} sits below these packages and must not import them (see docs/architecture.md, "Where things live").` },
    ...(browser ? [{ group: NODE_ONLY, message: `${layer} runs in the browser too; Node's modules belong in platform or the server side.` }] : []),
  ];
  // The API waits for read models by their typed names; it does not wire projectors, which is the server's job.
  const paths = [
    ...(layer === 'command-api' ? [{ name: '@pcbm/projections', allowImportNames: ['READ_MODELS', 'ReadModelName'], message: 'command-api names read models only; projectors and reactors are wired in server/.' }] : []),
    // A browser bundle takes the areas it uses (@pcbm/domain/board, /placement, ...), never the whole domain.
    ...(layer.startsWith('web-') ? [{ name: '@pcbm/domain', message: 'Import an area of the domain (@pcbm/domain/<area> or a file in it), not the whole domain.' }] : []),
  ];
  return {
    files: [`${layer}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'web-kit/src/vite-config.ts', 'web-kit/src/i18n/locale-keys.ts'],
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  };
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'deploy/.cache/**', 'test-results/**', 'playwright-report/**', '**/graphql-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...layering,
);
