import { z } from 'zod';

const limit = (fallback: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * Limits of the HTTP and GraphQL edge. The defaults let the web apps and the demo work; a busy
 * office behind one address stays far below the per-address rates.
 */
export const apiProtectionSettings = {
  /** Largest GraphQL document (the query text), in bytes. */
  GRAPHQL_MAX_DOCUMENT_BYTES: limit(100_000),
  /** Most lexical tokens in one document; also bounds the parser's recursion. */
  GRAPHQL_MAX_TOKENS: limit(5_000, 100_000),
  /** Deepest selection nesting of an operation. */
  GRAPHQL_MAX_DEPTH: limit(15, 200),
  /** Most aliases in one operation. */
  GRAPHQL_MAX_ALIASES: limit(30),
  /** Most directives in one operation. */
  GRAPHQL_MAX_DIRECTIVES: limit(50),
  /** Most cost points of one operation (objects weigh more than scalars, deeper fields more than shallow ones). */
  GRAPHQL_MAX_COST: limit(20_000),
  /** The window of the request rates below, in seconds. */
  RATE_LIMIT_WINDOW_SECONDS: limit(60),
  /** GraphQL requests per window from one network address. */
  RATE_LIMIT_PER_IP: limit(1_200),
  /** GraphQL operations per window of one signed-in user. */
  RATE_LIMIT_PER_USER: limit(600),
  /** GraphQL requests of one network address answered at the same time (live updates not counted). */
  CONCURRENCY_PER_IP: limit(32),
  /** GraphQL operations of one signed-in user answered at the same time. */
  CONCURRENCY_PER_USER: limit(16),
  /** Expensive operations (uploads, orders, exports, BOM detection) of one client in flight. */
  EXPENSIVE_PER_CLIENT: limit(2),
  /** Expensive operations in flight on the whole server. */
  EXPENSIVE_TOTAL: limit(6),
  /** Sign-up reminders one network address may request per hour (each sends a mail to any address). */
  SIGNUP_REMINDERS_PER_IP_PER_HOUR: limit(10),
  /** New accounts one network address may register per hour (embedded issuer). */
  REGISTRATIONS_PER_IP_PER_HOUR: limit(10),
  /** Further browser origins (comma-separated, e.g. https://shop.example) allowed to call the API with credentials. */
  CORS_ORIGINS: z.string().default(''),
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted for the client's address. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
};
