import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The content policy of every page: scripts only from this server (the built apps have no inline
 * script), no plugins, no framing. Styles may be inline because the apps' UI kit injects them.
 */
function directives(https: boolean, formAction: boolean, issuerOrigin: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // Pages sign in with the issuer from the browser: its discovery and token endpoints, also from a shop's own host.
    connectSrc: ["'self'", issuerOrigin],
    workerSrc: ["'self'", 'blob:'],
    // Where a PDF cannot be drawn in the page, the browser's own viewer shows it: a quote from this server by a short-lived
    // ticket URL, an NDA from a blob; printing goes through that viewer too.
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    // The sign-in form redirects to the client's registered redirect URI, which may be another host.
    formAction: formAction ? ["'self'"] : null,
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Security headers on every response: CSP, nosniff, no framing, a strict referrer policy, and HSTS
 * when the public URL is https; pages may connect to the issuer (`issuer`). The embedded issuer's pages get the same policy without form-action.
 */
export function securityHeaders(publicUrl: string, issuer: string): RequestHandler {
  const https = publicUrl.startsWith('https:');
  const issuerOrigin = new URL(issuer).origin;
  const common = {
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Shop logos and product images are shown on the white-label shops' own hosts.
    crossOriginResourcePolicy: false,
  };
  const pages = headersOf(helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: directives(https, true, issuerOrigin) } }));
  const signIn = headersOf(helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: directives(https, false, issuerOrigin) } }));
  return (req, res, next) => {
    res.removeHeader('X-Powered-By');
    res.setHeaders(req.path.startsWith('/oidc/') ? signIn : pages);
    next();
  };
}

/**
 * The headers helmet sets, read once from a response it handled: they depend on nothing of the request, and helmet
 * builds the content policy anew for every response (about 2 % of a request's time under load).
 */
function headersOf(middleware: RequestHandler): Map<string, string | string[]> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  middleware({} as Request, response as unknown as Response, () => undefined);
  return new Map(Object.entries(response.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]));
}
