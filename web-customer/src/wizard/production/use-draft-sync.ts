import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { usePendingWrite } from '../pending-writes';
import type { StepProps } from '../step-props';
import { withProductionValues, type ProductionValues } from './production-form';

/** How long typing may pause before the draft is written. */
export const DRAFT_WRITE_DELAY_MS = 300;

/** Writes every change of the form into the draft, shortly after typing pauses and at once when the step closes. */
export function useDraftSync(form: UseFormReturn<ProductionValues>, update: StepProps['update']) {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestUpdate = useRef(update);
  latestUpdate.current = update;

  const write = useCallback(() => {
    pending.current = null;
    const values = form.getValues();
    latestUpdate.current((draft: OrderDraft) => withProductionValues(draft, values));
  }, [form]);
  // Next (or any step change) writes what was typed in the last moment before it.
  usePendingWrite(
    useCallback(() => {
      if (!pending.current) return;
      clearTimeout(pending.current);
      write();
    }, [write]),
  );

  useEffect(() => {
    const subscription = form.watch(() => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(write, DRAFT_WRITE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (pending.current) {
        clearTimeout(pending.current);
        write();
      }
    };
  }, [form, write]);
}
