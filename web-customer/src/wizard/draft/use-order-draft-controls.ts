import { withFileLayer, withFiles, withFileUse, withoutFile } from '@pcbm/domain/draft/draft-files';
import { newOrderDraft, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderDraftControls } from '../draft-controls';
import { clearDrafts, deleteDraftFiles, loadDraft, putDraftFiles, readDraftFile, saveDraft } from './draft-store';

const newId = () => globalThis.crypto.randomUUID();

/**
 * The draft of this browser: loaded from IndexedDB, and saved after every change (in order, so a
 * slow save never overwrites a newer one). It survives a reload, a sign-in round trip and a restart.
 */
export function useOrderDraftControls(): OrderDraftControls {
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const current = useRef<OrderDraft | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    void loadDraft().then((stored) => {
      if (cancelled) return;
      const loaded = stored ?? newOrderDraft(newId(), new Date());
      current.current = loaded;
      setDraft(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const commit = useCallback((next: OrderDraft) => {
    const stamped = { ...next, updatedOn: new Date().toISOString() };
    current.current = stamped;
    setDraft(stamped);
    saving.current = saving.current.then(() => saveDraft(stamped)).catch((error: unknown) => console.error(error));
    return saving.current;
  }, []);

  const change = useCallback((apply: (draft: OrderDraft) => OrderDraft) => (current.current ? commit(apply(current.current)) : Promise.resolve()), [commit]);

  return useMemo<OrderDraftControls>(
    () => ({
      draft,
      update: (apply) => void change(apply),
      addFiles: async (files) => {
        const base = current.current;
        if (!base) return [];
        await putDraftFiles(base.id, files);
        const result = withFiles(base, files.map((file) => ({ name: file.name, size: file.bytes.byteLength, use: file.use, layer: file.layer })));
        await commit(result.draft);
        return result.notices;
      },
      removeFile: async (name) => {
        const base = current.current;
        if (!base) return;
        await commit(withoutFile(base, name));
        await deleteDraftFiles(base.id, [name]);
      },
      setFileUse: async (name, use) => {
        const base = current.current;
        if (!base) return null;
        const result = withFileUse(base, name, use);
        if ('refused' in result) return result.refused;
        await commit(result.draft);
        return null;
      },
      setFileLayer: async (name, layer) => {
        if (current.current) await commit(withFileLayer(current.current, name, layer));
      },
      readFile: async (name) => (current.current ? readDraftFile(current.current.id, name) : undefined),
      save: () => (current.current ? commit(current.current) : Promise.resolve()),
      clear: async () => {
        await saving.current;
        await clearDrafts();
        await commit(newOrderDraft(newId(), new Date()));
      },
    }),
    [draft, change, commit],
  );
}
