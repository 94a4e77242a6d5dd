import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.BROWSER_TEST_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

/**
 * Browser tests on Debian's Chromium against the whole product on the embedded default: the server
 * is built and started with a fresh data folder and serves the built web apps.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
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
  webServer: {
    command: 'node command-api/dist/main.js',
    cwd: '..',
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: join(tmpdir(), `pcbm-browser-${process.pid}-${Date.now()}`),
      NODE_ENV: 'test',
    },
  },
});
