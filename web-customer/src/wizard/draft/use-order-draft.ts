import { withFileLayer, withFiles, withFileUse, withoutFile } from '@pcbm/domain/draft/draft-files';
import { clearedDraft } from '@pcbm/domain/draft/draft-transitions';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { UploadFinding } from '@pcbm/domain/upload/upload-problem';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderDraftControls } from '../draft-controls';
import { clearDrafts, deleteDraftFiles, freshDraft, loadDraft, putDraftFiles, readDraftFile, saveDraft } from './draft-store';
import { latestWriter } from './latest-writer';

const report = (error: unknown) => console.error(error);

/**
 * The order draft of this browser: loaded from IndexedDB, and saved at once after every change (one
 * write at a time, always the newest, so a slow save never overwrites a newer draft). It survives a
 * reload, a sign-in round trip and a restart.
 */
export function useOrderDraft(): OrderDraftControls {
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const current = useRef<OrderDraft | null>(null);
  const [writer] = useState(() => latestWriter(saveDraft));

  useEffect(() => {
    let cancelled = false;
    void loadDraft()
      .catch((error: unknown) => {
        // Without a working store the wizard still works; the draft is kept in memory only.
        report(error);
        return freshDraft();
      })
      .then((loaded) => {
        if (cancelled || current.current) return;
        current.current = loaded;
        setDraft(loaded);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  /** Applies a change to the newest draft, stamps it and saves it; resolves once it is stored. */
  const change = useCallback(
    (apply: (draft: OrderDraft) => OrderDraft): Promise<void> => {
      const base = current.current;
      if (!base) return Promise.resolve();
      const next = apply(base);
      if (next === base) return Promise.resolve();
      const stamped = { ...next, updatedOn: new Date().toISOString() };
      current.current = stamped;
      setDraft(stamped);
      return writer.write(stamped).catch(report);
    },
    [writer],
  );

  const readFile = useCallback(async (name: string) => {
    const id = current.current?.id;
    if (!id) return undefined;
    try {
      return await readDraftFile(id, name);
    } catch (error) {
      report(error);
      return undefined;
    }
  }, []);

  return useMemo<OrderDraftControls>(
    () => ({
      draft,
      update: (apply) => void change(apply),
      addFiles: async (files) => {
        const id = current.current?.id;
        if (!id || files.length === 0) return [];
        await putDraftFiles(id, files);
        let notices: UploadFinding[] = [];
        await change((base) => {
          const result = withFiles(base, files.map((file) => ({ name: file.name, size: file.bytes.byteLength, use: file.use, ...(file.layer ? { layer: file.layer } : {}) })));
          notices = result.notices;
          return result.draft;
        });
        return notices;
      },
      removeFile: async (name) => {
        const id = current.current?.id;
        if (!id) return;
        await change((base) => withoutFile(base, name));
        await deleteDraftFiles(id, [name]).catch(report);
      },
      setFileUse: async (name, use) => {
        let refused: UploadFinding | null = null;
        await change((base) => {
          const result = withFileUse(base, name, use);
          if ('refused' in result) {
            refused = result.refused;
            return base;
          }
          return result.draft;
        });
        return refused;
      },
      setFileLayer: (name, layer) => change((base) => withFileLayer(base, name, layer)),
      readFile,
      save: async () => {
        const latest = current.current;
        if (latest) await writer.write(latest).catch(report);
      },
      clear: async () => {
        await writer.idle();
        await clearDrafts().catch(report);
        await change((base) => clearedDraft(base, new Date()));
      },
    }),
    [draft, change, readFile, writer],
  );
}
