import { withFileLayer, withFileUse, withFiles, withoutFile } from '@pcbm/domain/draft/draft-files';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { UploadFinding } from '@pcbm/domain/upload/upload-problem';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { NewDraftFile, OrderDraftControls } from '../wizard/draft-controls';

/**
 * Draft controls over a draft that lives only while the dialog is open: the same file rules as the
 * wizard's stored draft, the bytes in memory. `current()` is always the newest draft.
 */
export function useMemoryDraft(initial: () => OrderDraft): OrderDraftControls & { readonly draft: OrderDraft; readonly current: () => OrderDraft } {
  const [draft, setDraft] = useState<OrderDraft>(initial);
  const latest = useRef(draft);
  const bytes = useRef(new Map<string, Uint8Array>());

  // Changes apply at once, so that a check right after a change sees it.
  const update = useCallback((change: (draft: OrderDraft) => OrderDraft) => {
    latest.current = change(latest.current);
    setDraft(latest.current);
  }, []);

  const addFiles = useCallback(
    async (files: readonly NewDraftFile[]): Promise<readonly UploadFinding[]> => {
      for (const file of files) bytes.current.set(file.name, file.bytes);
      const { draft: next, notices } = withFiles(
        latest.current,
        files.map((file) => ({ name: file.name, size: file.bytes.byteLength, use: file.use, layer: file.layer })),
      );
      update(() => next);
      return notices;
    },
    [update],
  );

  const removeFile = useCallback(
    async (name: string) => {
      bytes.current.delete(name);
      update((current) => withoutFile(current, name));
    },
    [update],
  );

  const setFileUse = useCallback(
    async (name: string, use: OrderDraft['files'][number]['use']) => {
      const result = withFileUse(latest.current, name, use);
      if ('refused' in result) return result.refused;
      update(() => result.draft);
      return null;
    },
    [update],
  );

  const setFileLayer = useCallback(
    async (name: string, layer: NonNullable<OrderDraft['files'][number]['layer']>) => update((current) => withFileLayer(current, name, layer)),
    [update],
  );

  const readFile = useCallback(async (name: string) => bytes.current.get(name), []);

  return useMemo(
    () => ({
      draft,
      current: () => latest.current,
      update,
      addFiles,
      removeFile,
      setFileUse,
      setFileLayer,
      readFile,
      save: async () => undefined,
      clear: async () => undefined,
    }),
    [draft, update, addFiles, removeFile, setFileUse, setFileLayer, readFile],
  );
}
