/**
 * Throttling settings that let suites and the load bench send hundreds of requests a second from 127.0.0.1 and one
 * account; throttling itself is proven by the attack suites, which set tight limits themselves.
 */
export const ROOMY_THROTTLING = {
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_USER: '1000000',
  CONCURRENCY_PER_IP: '10000',
  CONCURRENCY_PER_USER: '10000',
  EXPENSIVE_PER_CLIENT: '1000',
  EXPENSIVE_TOTAL: '1000',
  SIGNUP_REMINDERS_PER_IP_PER_HOUR: '1000',
  REGISTRATIONS_PER_IP_PER_HOUR: '1000',
} as const;
