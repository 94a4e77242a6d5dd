import { allowsRedirect, shopClient, type Config, type SqlClient } from '@pcbm/platform';
import { shopClientsAt } from '@pcbm/projections/queries';
import cors, { type CorsOptions } from 'cors';
import type { Request, RequestHandler } from 'express';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The browser origins that may call the API with credentials: the public URL, the site hosts on the
 * public URL's scheme and port, and the configured extra origins. Any other Origin gets no CORS
 * headers at all, so the browser keeps the answer from the calling page.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'siteHosts' | 'CORS_ORIGINS'>): Set<string> {
  const publicUrl = new URL(config.publicUrl);
  const hosts = [...config.siteHosts.marketplace, ...config.siteHosts.manufacturerDashboard, ...config.siteHosts.bomFormatter];
  const siteOrigins = hosts.map((host) => originOf(`${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`));
  const extra = config.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean).map(originOf);
  return new Set([publicUrl.origin, ...siteOrigins, ...extra].filter((origin): origin is string => origin !== null));
}

/** Whether an Origin is a white-label shop's own: its hostname is a shop's, on a scheme and port the shop's sign-in client allows. */
export type ShopOriginCheck = (origin: string) => Promise<boolean>;

export function shopOrigins(db: SqlClient, config: Pick<Config, 'publicUrl' | 'NODE_ENV'>): ShopOriginCheck {
  const registration = { development: config.NODE_ENV === 'development' };
  return async (origin) => {
    if (!URL.canParse(origin)) return false;
    const { hostname } = new URL(origin);
    const clients = await shopClientsAt(db, hostname.toLowerCase());
    return clients.some((client) => allowsRedirect(shopClient(client, hostname, config.publicUrl, registration), `${origin}/`));
  };
}

const SHARED: CorsOptions = {
  credentials: true,
  methods: ['GET', 'POST', 'OPTIONS'],
  allowedHeaders: ['content-type', 'authorization', 'x-graphql-yoga-csrf', 'apollo-require-preflight', 'x-request-id', 'accept'],
  maxAge: 600,
};

/**
 * CORS for the product's own origins only. The embedded issuer's endpoints (`/oidc/`) also answer a
 * white-label shop's pages, which sign in from the shop's own hostname.
 */
export function corsPolicy(origins: Set<string>, shopOrigin?: ShopOriginCheck): RequestHandler {
  return cors((req: Request, callback: (error: Error | null, options?: CorsOptions) => void) => {
    const origin = req.headers.origin;
    const allow = (allowed: boolean) => callback(null, { ...SHARED, origin: allowed });
    if (origin === undefined || origins.has(origin)) return allow(origin !== undefined);
    if (!shopOrigin || !req.path.startsWith('/oidc/')) return allow(false);
    shopOrigin(origin).then(allow, () => allow(false));
  }) as RequestHandler;
}
