import type { CombinedError } from '@urql/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorTextOf } from '../errors/error-text';
import { useFlash } from '../flash/FlashProvider';

/** Answers of the settings calls that tell the person what to change; they stand beside the form, not in the flash dialog. */
const ANSWERS = new Set([
  'LAST_MEMBER_DELETION_ERROR',
  'USER_NOT_FOUND',
  'USER_ALREADY_MEMBER_OF_COMPANY',
  'USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY',
  'USER_NOT_IN_COMPANY',
  'EMAIL_ALREADY_EXISTS',
  'PROFILE_IMAGE_UPDATE_FAILED',
  'HEADING_IMAGE_UPDATE_FAILED',
  'SOCIAL_MEDIA_LINK_UPDATE_FAILED',
]);

/**
 * What to say about a failed settings call. Answers the person can act on (wrong password, invalid
 * input, last member, …) come back as text to show beside the form, with `words` overriding the
 * common text of a code; anything else opens the flash dialog with a reload action and gives null.
 */
export function useErrorReport(): (error: CombinedError, words?: Readonly<Record<string, string>>) => string | null {
  const { t } = useTranslation('settings');
  const flash = useFlash();
  return useCallback(
    (error, words = {}) => {
      const code = errorCodeOf(error);
      if (code === null) {
        console.warn('Network error', error.networkError?.message);
        return t('errors:NETWORK_ERROR');
      }
      if (words[code]) return words[code];
      const text = errorTextOf(error, t);
      if (!text) return t('errors:NETWORK_ERROR');
      if (!text.reload || ANSWERS.has(code)) return text.message;
      void flash.show('error', text.message, ['close', 'reload']).then((action) => {
        if (action === 'reload') window.location.reload();
      });
      return null;
    },
    [flash, t],
  );
}
