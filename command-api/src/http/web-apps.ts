import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Router } from 'express';

const APPS = [
  { mount: '/dashboard', folder: 'web-producer' },
  { mount: '/admin', folder: 'web-admin' },
  { mount: '/', folder: 'web-customer' },
] as const;

/** Paths that belong to the server; an unknown one is a 404, never a web app page. */
const SERVER_PATHS = /^\/(graphql|graphiql|oidc|files|shops|images|audit|health)(\/|$)/;

/** Serves the built web apps, each with its own client-side routes. */
export function webAppsRouter(repositoryRoot = resolve(__dirname, '../../..')): Router {
  const router = Router();
  for (const app of APPS) {
    const dist = join(repositoryRoot, app.folder, 'dist');
    if (!existsSync(join(dist, 'index.html'))) continue;
    router.use(app.mount, express.static(dist, { index: 'index.html', fallthrough: true }));
    router.get(`${app.mount === '/' ? '' : app.mount}/{*route}`, (req, res, next) =>
      SERVER_PATHS.test(req.path) ? next() : res.sendFile(join(dist, 'index.html')),
    );
  }
  return router;
}
