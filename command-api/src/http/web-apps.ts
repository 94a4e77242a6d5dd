import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Router } from 'express';

const APPS = [
  { mount: '/dashboard', folder: 'web-producer' },
  { mount: '/admin', folder: 'web-admin' },
  { mount: '/', folder: 'web-customer' },
] as const;

/** Serves the built web apps, each with its own client-side routes. */
export function webAppsRouter(repositoryRoot = resolve(__dirname, '../../..')): Router {
  const router = Router();
  for (const app of APPS) {
    const dist = join(repositoryRoot, app.folder, 'dist');
    if (!existsSync(join(dist, 'index.html'))) continue;
    router.use(app.mount, express.static(dist, { index: 'index.html', fallthrough: true }));
    router.get(`${app.mount === '/' ? '' : app.mount}/{*route}`, (_req, res) => res.sendFile(join(dist, 'index.html')));
  }
  return router;
}
