import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error';

/** describeError in the language shown. */
export function useDescribeError(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => describeError(error, t), [t]);
}
