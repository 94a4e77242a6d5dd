import { exportGerberJob } from '@pcbm/domain/board/gerber-job';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { REQUEST_JOB_FILE_NAME, requestBoardSpecification } from '@pcbm/domain/draft/request-job';
import { zipSync } from 'fflate';
import type { ReadDraftFile } from '../step-props';
import { readUploadedJob } from '../uploaded-job';

export interface DesignUploads {
  readonly pcb: File;
  readonly job: File;
  readonly originalJob?: File;
  readonly placement?: File;
  readonly originalBom?: File;
  readonly additionalFiles: File[];
}

const asFile = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => new File([bytes.slice().buffer as ArrayBuffer], name, { type });

/**
 * The files createOrder takes: board files zipped into one, the job (the stackup as the customer left it) with the
 * uploaded job as the original, the placement and parts lists, additional files.
 */
export async function designUploads(draft: OrderDraft, readFile: ReadDraftFile, projectName: string): Promise<DesignUploads> {
  const bytesOf = async (name: string) => {
    const bytes = await readFile(name);
    if (!bytes) throw new Error(`${name} is no longer stored in this browser; please add it again.`);
    return bytes;
  };
  const boardFiles: Record<string, Uint8Array> = {};
  for (const file of draft.files.filter((f) => f.use === 'pcbFile')) boardFiles[file.name] = await bytesOf(file.name);
  const single = async (use: string) => {
    const file = draft.files.find((f) => f.use === use);
    return file ? asFile(await bytesOf(file.name), file.name) : undefined;
  };
  const uploadedJob = await readUploadedJob(draft, readFile);
  const job = exportGerberJob(requestBoardSpecification(draft, uploadedJob?.specification ?? null));
  const additionalFiles = await Promise.all(draft.files.filter((f) => f.use === 'additionalFile').map(async (f) => asFile(await bytesOf(f.name), f.name)));
  const zipName = `${projectName.replace(/[^\w.-]+/g, '-') || 'board'}_Gerber.zip`;
  return {
    pcb: asFile(zipSync(boardFiles, { level: 6 }), zipName, 'application/zip'),
    job: asFile(new TextEncoder().encode(job), REQUEST_JOB_FILE_NAME, 'application/json'),
    originalJob: uploadedJob ? asFile(uploadedJob.bytes, uploadedJob.name) : undefined,
    placement: await single('cplFile'),
    originalBom: await single('bomFile'),
    additionalFiles,
  };
}
