import type { CombinedError } from '@urql/core';
import type { TFunction } from 'i18next';

export interface ErrorText {
  readonly message: string;
  /** Offer to reload the page (errors other than validation and permission). */
  readonly reload: boolean;
}

const NO_RELOAD = new Set(['INVALID_INPUT', 'INVALID_ARGUMENT', 'USER_EMAIL_INVALID', 'WRONG_PASSWORD', 'PERMISSION_DENIED', 'USER_NOT_AUTHORIZED', 'UNAUTHENTICATED']);

/** The code of an API error: its `extensions.code`, or null for a network error. */
export function errorCodeOf(error: CombinedError): string | null {
  if (error.networkError && error.graphQLErrors.length === 0) return null;
  const code = error.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

/**
 * What to tell a person about a failed call, translated by code. A network error is only logged
 * (null): the connection comes back by itself and the next call tries again.
 */
export function errorTextOf(error: CombinedError, t: TFunction): ErrorText | null {
  const code = errorCodeOf(error);
  if (code === null) {
    console.warn('Network error', error.networkError?.message);
    return null;
  }
  const message = t(`errors:${code}`, { defaultValue: '' }) || t('errors:generic');
  return { message, reload: !NO_RELOAD.has(code) };
}
