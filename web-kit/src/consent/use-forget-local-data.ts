import { useCallback, useState } from 'react';
import { forgetLocalData } from './forget-local-data';

export type ForgetState = 'idle' | 'confirming' | 'deleting' | 'done' | 'failed';

/** Deleting local data in two steps: asking, then confirming; the state says where it stands. */
export function useForgetLocalData(forget: () => Promise<void> = forgetLocalData) {
  const [state, setState] = useState<ForgetState>('idle');
  const ask = useCallback(() => setState('confirming'), []);
  const cancel = useCallback(() => setState('idle'), []);
  const confirm = useCallback(async () => {
    setState('deleting');
    try {
      await forget();
      setState('done');
    } catch (error) {
      console.error('Deleting local data failed', error);
      setState('failed');
    }
  }, [forget]);
  return { state, ask, cancel, confirm };
}
