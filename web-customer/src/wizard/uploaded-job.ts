import type { BoardSpecification } from '@pcbm/domain/board/board-specification';
import { GerberJobError, readSentGerberJob } from '@pcbm/domain/board/gerber-job';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { useEffect, useState } from 'react';
import type { ReadDraftFile } from './step-props';

/** The uploaded job file, if any: its name and bytes, and its content (null when it cannot be read; the stackup step said so). */
export async function readUploadedJob(draft: OrderDraft, readFile: ReadDraftFile): Promise<{ name: string; bytes: Uint8Array; specification: BoardSpecification | null } | null> {
  const file = draft.files.find((f) => f.use === 'jobFile');
  if (!file) return null;
  const bytes = await readFile(file.name);
  if (!bytes) throw new Error(`${file.name} is no longer stored in this browser; please add it again.`);
  try {
    return { name: file.name, bytes, specification: readSentGerberJob(new TextDecoder().decode(bytes)) };
  } catch (error) {
    if (error instanceof GerberJobError) return { name: file.name, bytes, specification: null };
    throw error;
  }
}

/** The uploaded job's content for the page: undefined while it is read, null when there is none to read. */
export function useUploadedJob(draft: OrderDraft, readFile: ReadDraftFile): BoardSpecification | null | undefined {
  const file = draft.files.find((f) => f.use === 'jobFile');
  const [read, setRead] = useState<{ key: string; specification: BoardSpecification | null } | null>(null);
  const key = file ? `${file.name}/${file.size}` : '';
  useEffect(() => {
    let live = true;
    readUploadedJob(draft, readFile).then(
      (job) => live && setRead({ key, specification: job?.specification ?? null }),
      () => live && setRead({ key, specification: null }),
    );
    return () => {
      live = false;
    };
    // Read again only when another job file is chosen.
  }, [key]);
  return read?.key === key ? read.specification : undefined;
}
