import type { ComponentInput } from '@pcbm/domain/draft/component-input';
import { checkUpload } from '@pcbm/domain/upload/check-upload';
import { firstUploaded, type RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { useEffect, useState } from 'react';

/** Reads a file of an order by its path (`File.path`), with the person's token. */
export type FetchFile = (path: string) => Promise<Uint8Array>;

export interface ImportedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The latest order's files as a re-add copies them (each as first uploaded), as far as the dialog needs them: its board files, job and parts list rows. */
export interface ImportedFiles {
  readonly loading: boolean;
  /** The board files of the latest PCB upload; null when they could not be read. */
  readonly boardFiles: readonly ImportedFile[] | null;
  /** The job as the request sent it: the stackup a kept job goes on with. */
  readonly job: ImportedFile | null;
  readonly bomRows: readonly ComponentInput[] | null;
}

const NOTHING: ImportedFiles = { loading: false, boardFiles: null, job: null, bomRows: null };

async function attempt<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (problem) {
    console.warn(`The latest request's ${what} could not be read`, problem);
    return null;
  }
}

/** Reads the latest order's PCB upload (unpacked as the server counts it), its job and its parts list, each as first uploaded. */
export async function importFiles(order: RequestOrder, fetchFile: FetchFile): Promise<Omit<ImportedFiles, 'loading'>> {
  const [pcb, job, bom] = [order.pcb, order.job, order.bom].map((file) => (file ? firstUploaded(file) : undefined));
  const [boardFiles, jobFile, bomRows] = await Promise.all([
    pcb ? attempt('board files', async () => checkUpload([{ name: pcb.filename, bytes: await fetchFile(pcb.path) }]).files.filter((file) => file.use === 'pcbFile')) : null,
    job ? attempt('job file', async () => ({ name: job.filename, bytes: await fetchFile(job.path) })) : null,
    bom ? attempt('parts list', async () => JSON.parse(new TextDecoder().decode(await fetchFile(bom.path))) as ComponentInput[]) : null,
  ]);
  return {
    boardFiles: boardFiles?.map((file) => ({ name: file.name, bytes: file.bytes })) ?? null,
    job: jobFile,
    bomRows: Array.isArray(bomRows) ? bomRows : null,
  };
}

/** The latest order's files, read once the dialog opens. */
export function useImportedFiles(order: RequestOrder | undefined, fetchFile: FetchFile, open: boolean): ImportedFiles {
  const [files, setFiles] = useState<ImportedFiles>(NOTHING);
  const orderId = order?.id;
  useEffect(() => {
    if (!open || !order) return;
    let live = true;
    setFiles({ ...NOTHING, loading: true });
    void importFiles(order, fetchFile).then((read) => live && setFiles({ ...read, loading: false }));
    return () => {
      live = false;
    };
    // The files are read again only for another order.
  }, [orderId, open]);
  return files;
}
