import { DomainError, ErrorCode } from '@pcbm/domain';
import { GraphQLError } from 'graphql';
import { maskError } from './errors';

const headersOf = (error: GraphQLError) => (error.extensions.http as { headers?: Record<string, string> } | undefined)?.headers;

describe('masking errors for callers', () => {
  test('given a resolver error that says when to come back, then the answer carries Retry-After', () => {
    const thrown = new GraphQLError('Busy.', { extensions: { code: 'THROTTLED_CPU', retryAfter: 2.2 } });
    const located = new GraphQLError(thrown.message, { originalError: thrown, path: ['createOrder'] });
    const masked = maskError(located);
    expect(masked.extensions).toMatchObject({ code: 'THROTTLED_CPU', retryAfter: 2.2 });
    expect(headersOf(masked)).toEqual({ 'Retry-After': '3' });
  });

  test("given a domain refusal with details.retryAfter, then it becomes extensions.retryAfter and the header", () => {
    const masked = maskError(new GraphQLError('x', { originalError: new DomainError(ErrorCode.INVALID_INPUT, 'Later.', { retryAfter: 5 }), path: ['a'] }));
    expect(masked.extensions.retryAfter).toBe(5);
    expect(headersOf(masked)).toEqual({ 'Retry-After': '5' });
  });

  test('given an error without retryAfter, then no header is added', () => {
    expect(headersOf(maskError(new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED' } })))).toBeUndefined();
  });

  test('given a variable of the wrong enum value, then it is INVALID_INPUT with the whole message', () => {
    const inner = new GraphQLError('Value "NOPE" does not exist in "Locale" enum.');
    const masked = maskError(new GraphQLError('Variable "$l" got invalid value "NOPE"; Value "NOPE" does not exist in "Locale" enum.', { originalError: inner }));
    expect(masked.extensions.code).toBe('INVALID_INPUT');
    expect(masked.message).toContain('Variable "$l"');
  });
});
