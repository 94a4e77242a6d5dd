import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useFlash } from '@pcbm/web-kit/flash/FlashProvider';
import { useNotice } from '@pcbm/web-kit/requests/Notice';
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Runs one of the producer's steps on an order: busy while it runs, a refusal's code in words, then `done` and a short notice. */
export function useProducerAction(done: () => void) {
  const { t } = useTranslation('producerRequests');
  const flash = useFlash();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ error?: CombinedError }>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      const { error } = await action();
      if (error) {
        const text = errorTextOf(error, t);
        if (text) await flash.show('error', text.message);
        return false;
      }
      done();
      notice(success);
      return true;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
