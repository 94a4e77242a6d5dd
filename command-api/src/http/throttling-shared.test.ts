import { loadConfig, type Database } from '@pcbm/platform';
import { reachableDatabases, ROOMY_THROTTLING } from '@pcbm/platform/testing';
import type { Request, Response } from 'express';
import { parse, type GraphQLError } from 'graphql';
import { Throttle, type ThrottleLimits } from './throttling';

const limits: ThrottleLimits = loadConfig({ NODE_ENV: 'test', ...ROOMY_THROTTLING, SIGNUP_REMINDERS_PER_IP_PER_HOUR: '2', REGISTRATIONS_PER_IP_PER_HOUR: '3' });
const REMINDER = parse('mutation { subscribeToSignupReminder(email: "someone@example.com") }');
const REGISTRATION = parse('mutation { createUser(input: { username: "x" }) { id } }');

/** What the throttle's GraphQL plugin answers an anonymous operation from `ip`: its refusal's code, or null to go on. */
async function refusalOf(throttle: Throttle, document: typeof REMINDER, ip: string): Promise<string | null> {
  let refusal: string | null = null;
  const contextValue = { req: { ip, socket: {}, headers: {} } as unknown as Request, res: { once: () => undefined } as unknown as Response, user: null };
  const onExecute = throttle.plugin().onExecute as unknown as (payload: unknown) => Promise<void>;
  await onExecute({
    args: { contextValue, document, operationName: undefined },
    setResultAndStopExecution: ({ errors }: { errors: GraphQLError[] }) => (refusal = String(errors[0].extensions.code)),
  });
  return refusal;
}

describe.each(reachableDatabases())('the hourly rates of every API process on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  test('given two API processes on one database, then an address gets the sign-up reminders of one budget from both together, and another address its own', async () => {
    const [first, second] = [await Throttle.create(limits, db), await Throttle.create(limits, db)];
    expect(await refusalOf(first, REMINDER, '198.51.100.1')).toBeNull();
    expect(await refusalOf(second, REMINDER, '198.51.100.1')).toBeNull();
    expect(await refusalOf(first, REMINDER, '198.51.100.1')).toBe('ENHANCE_YOUR_CALM');
    expect(await refusalOf(second, REMINDER, '198.51.100.1')).toBe('ENHANCE_YOUR_CALM');
    expect(await refusalOf(second, REMINDER, '198.51.100.2')).toBeNull();
  });

  test('given a process that counted new accounts stops, then the one started after it goes on counting from there', async () => {
    const before = await Throttle.create(limits, db);
    for (let i = 0; i < 3; i++) expect(await refusalOf(before, REGISTRATION, '198.51.100.3')).toBeNull();
    const after = await Throttle.create(limits, db);
    expect(await refusalOf(after, REGISTRATION, '198.51.100.3')).toBe('ENHANCE_YOUR_CALM');
  });
});
