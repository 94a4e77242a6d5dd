import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEYCLOAK_PORT, SESSION_PORT, TEST_PORT, TOKEN_SECONDS_OF_SESSION_SERVER } from './servers';

/**
 * Browser tests on Debian's Chromium against the whole product, served by the built server with a
 * fresh data folder:
 * - by default on the embedded default (PGlite, embedded issuer, the pricing settings switched on), plus a second such server whose
 *   access tokens live one minute, so that silent renewal can be watched happening;
 * - with BROWSER_TESTS=keycloak, the sign-in tests against the Keycloak realm named by OIDC_ISSUER
 *   (deploy/keycloak/start.sh), on the port the realm's redirect URIs name.
 */
const keycloak = process.env.BROWSER_TESTS === 'keycloak';
if (keycloak && !process.env.OIDC_ISSUER) throw new Error('BROWSER_TESTS=keycloak needs OIDC_ISSUER (deploy/keycloak/start.sh prints it).');

const port = keycloak ? KEYCLOAK_PORT : TEST_PORT;
const baseURL = `http://localhost:${port}`;

const server = (serverPort: number, env: Record<string, string>) => ({
  command: 'node server/dist/main.js',
  cwd: '..',
  url: `http://localhost:${serverPort}/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(serverPort),
    DATA_DIR: join(tmpdir(), `pcbm-browser-${serverPort}-${process.pid}-${Date.now()}`),
    NODE_ENV: 'test',
    // The embedded default's storage and bus, whatever the calling shell has set up.
    DATABASE_URL: '',
    KAFKA_BROKERS: '',
    ...env,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: keycloak ? '**/*.keycloak.ts' : '**/*.spec.ts',
  outputDir: '../test-results/browser',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'retain-on-failure',
  },
  webServer: keycloak
    ? [server(port, { OIDC_ISSUER: process.env.OIDC_ISSUER! })]
    : [server(port, { FEATURE_PRICING: 'on' }), server(SESSION_PORT, { OIDC_ACCESS_TOKEN_SECONDS: String(TOKEN_SECONDS_OF_SESSION_SERVER) })],
});
