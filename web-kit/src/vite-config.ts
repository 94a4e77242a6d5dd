import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The Vite set-up every app shares: React, the domain's sources by deep import, the API proxied in development. */
export function appViteConfig(base: string, port: number): UserConfig {
  const version = (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { version: string }).version;
  return {
    base,
    define: { __APP_VERSION__: JSON.stringify(version) },
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^@pcbm\/domain\/(.*)$/, replacement: `${root('domain/src')}/$1` },
        { find: /^@pcbm\/web-kit\/(.*)$/, replacement: `${root('web-kit/src')}/$1` },
      ],
    },
    worker: { format: 'es' },
    build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
    server: {
      port,
      proxy: Object.fromEntries(['/graphql', '/files', '/oidc', '/shops', '/images', '/health'].map((path) => [path, 'http://localhost:4000'])),
    },
  };
}
