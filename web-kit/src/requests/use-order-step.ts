import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../errors/error-text';
import { useFlash } from '../flash/FlashProvider';
import { useNotice } from './Notice';
import { useOwnStep } from './own-steps';

/** Whether a step's answer names a record (an object with its `__typename`, as the client asks for on every object). */
function namesARecord(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(namesARecord);
  if (data === null || typeof data !== 'object') return false;
  return '__typename' in data || Object.values(data).some(namesARecord);
}

/**
 * Runs one of a person's steps on an order (a customer's answer, a producer's step): busy while it runs, a refusal's
 * code in words (from `namespace`), then the order loaded again (by the client's cache, or by `done`) and a short
 * notice. The page counts the step as its own until the order has been loaded again, so the live notice of its change
 * offers no reload.
 */
export function useOrderStep(done: () => void, namespace: string) {
  const { t } = useTranslation(namespace);
  const flash = useFlash();
  const notice = useNotice();
  const ownStep = useOwnStep();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ data?: unknown; error?: CombinedError }>, success?: string): Promise<boolean> => {
    setBusy(true);
    const end = ownStep?.begin();
    let changed = false;
    try {
      const { data, error } = await action();
      if (error) {
        const text = errorTextOf(error, t);
        if (text) await flash.show('error', text.message);
        return false;
      }
      changed = true;
      // An answer naming the request or its orders makes the client's document cache load every query that showed them
      // again; reloading here as well fetched the request twice. An answer without them leaves the reload to `done`.
      if (!namesARecord(data)) done();
      if (success) notice(success);
      return true;
    } finally {
      end?.(changed);
      setBusy(false);
    }
  };
  return { busy, run };
}
