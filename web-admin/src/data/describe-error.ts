import type { TFunction } from 'i18next';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { ApiError } from './api-answer';

/** The text for a failed call: the product's error text for its code, the connection text, or the generic one. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return errorTextOf(error.error, t)?.message ?? t('errors:NETWORK_ERROR');
  return t('errors:generic');
}
