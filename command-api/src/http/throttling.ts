import type { Config, SqlClient } from '@pcbm/platform';
import type { Request, RequestHandler, Response } from 'express';
import { getOperationAST, Kind, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GraphQLContext } from '../graphql/context';
import { EdgeCode, edgeError } from '../graphql/errors';

export type ThrottleLimits = Pick<
  Config,
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'RATE_LIMIT_PER_IP'
  | 'RATE_LIMIT_PER_USER'
  | 'CONCURRENCY_PER_IP'
  | 'CONCURRENCY_PER_USER'
  | 'EXPENSIVE_PER_CLIENT'
  | 'EXPENSIVE_TOTAL'
  | 'SIGNUP_REMINDERS_PER_IP_PER_HOUR'
  | 'REGISTRATIONS_PER_IP_PER_HOUR'
>;

/** Root fields that parse uploads, price, match or build files: a few at a time per client and per server. */
const EXPENSIVE_FIELDS = new Set([
  'createOrder',
  'updateOrder',
  'reAddOrder',
  'exportOrders',
  'exportOrderBom',
  'exportOrderPlacement',
  'exportOrderHistory',
  'fetchBomDetection',
  'fetchApiBomDetection',
  'sendNewFileMessage',
  'formatBomSheet',
  'exportBomSheet',
]);
/** Anonymous fields that send a mail to an address the caller chooses. */
const MAIL_TO_ANY_ADDRESS = 'subscribeToSignupReminder';
/** New accounts cost a password hash each and must not be made by the thousand. */
const NEW_ACCOUNT = 'createUser';
/** Requests in flight free their place within moments; a second is the honest hint. */
const CONCURRENCY_RETRY_SECONDS = 1;

/** Counts what is in flight per key; a place is freed exactly once. */
class InFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for `key`, or answers null when `key` already has the most allowed. */
  enter(key: string): (() => void) | null {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return null;
    this.counts.set(key, count + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.counts.get(key) ?? 1) - 1;
      if (remaining > 0) this.counts.set(key, remaining);
      else this.counts.delete(key);
    };
  }
}

/** Takes every place or none. */
function enterAll(entries: (() => (() => void) | null)[]): (() => void) | null {
  const taken: (() => void)[] = [];
  for (const enter of entries) {
    const leave = enter();
    if (!leave) {
      taken.forEach((release) => release());
      return null;
    }
    taken.push(leave);
  }
  return () => taken.forEach((release) => release());
}

const secondsUntil = (refusal: unknown) => Math.max(1, Math.ceil((refusal instanceof RateLimiterRes ? refusal.msBeforeNext : 1000) / 1000));

const RATE_MESSAGE = 'Too many requests. Please wait a moment before trying again.';
const CONCURRENCY_MESSAGE = 'Too many of your requests are being answered at once. Please wait for them to finish.';
const CPU_MESSAGE = 'Too many uploads, orders or exports are being worked on. Please try again in a moment.';

/** The table the hourly rates of every API process are counted in. */
const SHARED_RATES_TABLE = 'rate_limits';

/**
 * A rate counted in the database, so that every API process on it draws from one budget, and a restart does not
 * renew it: the library's PostgreSQL store, sending its statements through the product's database port. Should the
 * database fail, the process counts on its own meanwhile.
 */
async function sharedRate(db: SqlClient, options: { keyPrefix: string; points: number; duration: number }, tableCreated = false): Promise<RateLimiterAbstract> {
  const storeClient = { query: ({ text, values }: { text: string; values?: unknown[] }) => db.query(text, values) };
  const settings = { ...options, storeClient, storeType: 'client', tableName: SHARED_RATES_TABLE, tableCreated, clearExpiredByTimeout: false, insuranceLimiter: new RateLimiterMemory(options) };
  if (tableCreated) return new RateLimiterPostgres(settings);
  return new Promise((resolve, reject) => {
    // The store answers once it has created its table; the limiter is ready then.
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(settings, (error?: Error) => (error ? reject(error) : resolve(limiter)));
  });
}

/** The hourly rates of sign-up reminders and new accounts an address may ask for. */
interface HourlyRates {
  readonly reminderRate: RateLimiterAbstract;
  readonly registrationRate: RateLimiterAbstract;
}

const hourly = (limits: ThrottleLimits) => ({
  reminder: { keyPrefix: 'reminder', points: limits.SIGNUP_REMINDERS_PER_IP_PER_HOUR, duration: 3600 },
  registration: { keyPrefix: 'registration', points: limits.REGISTRATIONS_PER_IP_PER_HOUR, duration: 3600 },
});

/**
 * Throttling with the specification's codes: ENHANCE_YOUR_CALM for rates, THROTTLED_CONCURRENCY for
 * requests in flight, THROTTLED_CPU for expensive operations in flight; each with Retry-After.
 *
 * The request rates and what is in flight guard the process's own capacity and are counted per process: two API
 * processes answer twice as much. The hourly rates of sign-up reminders (a mail to any address) and new accounts
 * guard what is the same for all of them, and are counted in the database when one is given (`Throttle.create`).
 */
export class Throttle {
  private readonly ipRate: RateLimiterMemory;
  private readonly userRate: RateLimiterMemory;
  private readonly reminderRate: RateLimiterAbstract;
  private readonly registrationRate: RateLimiterAbstract;
  private readonly ipRequests: InFlight;
  private readonly userOperations: InFlight;
  private readonly expensivePerClient: InFlight;
  private readonly expensiveTotal: InFlight;

  /** Throttling whose hourly rates are counted in `db`, shared by every API process on it. */
  static async create(limits: ThrottleLimits, db: SqlClient): Promise<Throttle> {
    const { reminder, registration } = hourly(limits);
    // The first creates the table the rates share, when it is missing.
    const reminderRate = await sharedRate(db, reminder);
    return new Throttle(limits, { reminderRate, registrationRate: await sharedRate(db, registration, true) });
  }

  /** Throttling counted in this process alone (without `hourlyRates`). */
  constructor(limits: ThrottleLimits, hourlyRates?: HourlyRates) {
    const duration = limits.RATE_LIMIT_WINDOW_SECONDS;
    this.ipRate = new RateLimiterMemory({ keyPrefix: 'ip', points: limits.RATE_LIMIT_PER_IP, duration });
    this.userRate = new RateLimiterMemory({ keyPrefix: 'user', points: limits.RATE_LIMIT_PER_USER, duration });
    const { reminder, registration } = hourly(limits);
    this.reminderRate = hourlyRates?.reminderRate ?? new RateLimiterMemory(reminder);
    this.registrationRate = hourlyRates?.registrationRate ?? new RateLimiterMemory(registration);
    this.ipRequests = new InFlight(limits.CONCURRENCY_PER_IP);
    this.userOperations = new InFlight(limits.CONCURRENCY_PER_USER);
    this.expensivePerClient = new InFlight(limits.EXPENSIVE_PER_CLIENT);
    this.expensiveTotal = new InFlight(limits.EXPENSIVE_TOTAL);
  }

  /**
   * Per network address, before the body is read: the request rate, requests in flight (live
   * updates excepted) and uploads in flight (every multipart request is one).
   */
  readonly requests: RequestHandler = async (req, res, next) => {
    const ip = clientAddress(req);
    try {
      await this.ipRate.consume(ip);
    } catch (refusal) {
      return refuseRequest(res, edgeError(EdgeCode.ENHANCE_YOUR_CALM, RATE_MESSAGE, { status: 429, retryAfter: secondsUntil(refusal) }));
    }
    if ((req.headers.accept ?? '').includes('text/event-stream')) return next();
    const leave = this.ipRequests.enter(ip);
    if (!leave) return refuseRequest(res, edgeError(EdgeCode.THROTTLED_CONCURRENCY, CONCURRENCY_MESSAGE, { status: 429, retryAfter: CONCURRENCY_RETRY_SECONDS }));
    res.once('close', leave);
    if (!(req.headers['content-type'] ?? '').startsWith('multipart/')) return next();
    const leaveUpload = enterAll([() => this.expensivePerClient.enter(`ip:${ip}`), () => this.expensiveTotal.enter('server')]);
    if (!leaveUpload) return refuseRequest(res, edgeError(EdgeCode.THROTTLED_CPU, CPU_MESSAGE, { status: 429, retryAfter: CONCURRENCY_RETRY_SECONDS }));
    res.once('close', leaveUpload);
    next();
  };

  /**
   * Per signed-in user, once the caller is known: the operation rate and operations in flight; and
   * per client, the expensive fields in flight, and the sign-up reminders and new accounts an address may ask for.
   */
  plugin(): Plugin<{ req: Request; res: Response } & GraphQLContext> {
    return {
      onExecute: async ({ args, setResultAndStopExecution }) => {
        const context = args.contextValue;
        const refusal = await this.refusalOf(context, args.document, args.operationName ?? undefined);
        if (refusal) setResultAndStopExecution({ errors: [refusal] });
      },
    };
  }

  private async refusalOf(context: { req: Request; res: Response } & GraphQLContext, document: DocumentNode, operationName?: string): Promise<GraphQLError | null> {
    const ip = clientAddress(context.req);
    const fields = rootFields(document, operationName);
    for (const [field, rate] of [
      [MAIL_TO_ANY_ADDRESS, this.reminderRate],
      [NEW_ACCOUNT, this.registrationRate],
    ] as const) {
      const count = fields.filter((name) => name === field).length;
      if (count === 0) continue;
      try {
        await rate.consume(ip, count);
      } catch (refusal) {
        return edgeError(EdgeCode.ENHANCE_YOUR_CALM, RATE_MESSAGE, { status: 429, retryAfter: secondsUntil(refusal) });
      }
    }
    const userId = context.user?.userId;
    if (userId) {
      try {
        await this.userRate.consume(userId);
      } catch (refusal) {
        return edgeError(EdgeCode.ENHANCE_YOUR_CALM, RATE_MESSAGE, { status: 429, retryAfter: secondsUntil(refusal) });
      }
      const leave = this.userOperations.enter(userId);
      if (!leave) return edgeError(EdgeCode.THROTTLED_CONCURRENCY, CONCURRENCY_MESSAGE, { status: 429, retryAfter: CONCURRENCY_RETRY_SECONDS });
      context.res.once('close', leave);
    }
    if (fields.some((field) => EXPENSIVE_FIELDS.has(field))) {
      const client = userId ? `user:${userId}` : `ip:${ip}`;
      const leave = enterAll([() => this.expensivePerClient.enter(client), () => this.expensiveTotal.enter('server')]);
      if (!leave) return edgeError(EdgeCode.THROTTLED_CPU, CPU_MESSAGE, { status: 429, retryAfter: CONCURRENCY_RETRY_SECONDS });
      context.res.once('close', leave);
    }
    return null;
  }
}

/** The caller's address as Express sees it (behind trusted proxies: the forwarded one). */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Names of the root fields the operation selects, aliases resolved to the field they stand for. */
function rootFields(document: DocumentNode, operationName?: string): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const names: string[] = [];
  const seen = new Set<string>();
  const visit = (selections: typeof operation.selectionSet.selections) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet.selections);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet.selections);
      }
    }
  };
  visit(operation.selectionSet.selections);
  return names;
}

/** Answers a throttled request as GraphQL does, with Retry-After. */
function refuseRequest(res: Response, error: GraphQLError): void {
  const { http, ...extensions } = error.extensions as { http: { status: number; headers: Record<string, string> } };
  res.status(http.status).set(http.headers).json({ errors: [{ message: error.message, extensions }] });
}
