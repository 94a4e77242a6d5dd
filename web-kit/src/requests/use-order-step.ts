import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../errors/error-text';
import { useFlash } from '../flash/FlashProvider';
import { useNotice } from './Notice';
import { useOwnStep } from './own-steps';

/**
 * Runs one of a person's steps on an order (a customer's answer, a producer's step): busy while it runs, a refusal's
 * code in words (from `namespace`), then `done` and a short notice. The page counts the step as its own until the
 * order has been loaded again, so the live notice of its change offers no reload.
 */
export function useOrderStep(done: () => void, namespace: string) {
  const { t } = useTranslation(namespace);
  const flash = useFlash();
  const notice = useNotice();
  const ownStep = useOwnStep();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ error?: CombinedError }>, success?: string): Promise<boolean> => {
    setBusy(true);
    const end = ownStep?.begin();
    let changed = false;
    try {
      const { error } = await action();
      if (error) {
        const text = errorTextOf(error, t);
        if (text) await flash.show('error', text.message);
        return false;
      }
      changed = true;
      done();
      if (success) notice(success);
      return true;
    } finally {
      end?.(changed);
      setBusy(false);
    }
  };
  return { busy, run };
}
