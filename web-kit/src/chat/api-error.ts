import type { CombinedError } from '@urql/core';
import type { TFunction } from 'i18next';
import { errorCodeOf, errorTextOf } from '../errors/error-text';

/** A failed call in words for the chat, by its code; a lost connection says so too. */
export function chatErrorText(error: CombinedError, t: TFunction<'chat'>): string {
  return errorTextOf(error, t)?.message ?? t('errors:NETWORK_ERROR');
}

/** Whether the server refused a text as too long and advises sending it as a file. */
export function advisesSendingAsFile(error: CombinedError): boolean {
  return errorCodeOf(error) === 'INVALID_INPUT' && error.graphQLErrors.some((e) => (e.extensions?.details as { sendAsFile?: unknown } | undefined)?.sendAsFile === true);
}
