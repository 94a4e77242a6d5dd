import type { Config } from '@pcbm/platform';
import cors from 'cors';
import type { RequestHandler } from 'express';

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

/** CORS for the product's own origins only. */
export function corsPolicy(origins: Set<string>): RequestHandler {
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'x-graphql-yoga-csrf', 'apollo-require-preflight', 'x-request-id', 'accept'],
    maxAge: 600,
  });
}
