import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { ReAddFilePlan } from '@pcbm/domain/ordering/re-add-files';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { graphql, type VariablesOf } from '@pcbm/web-kit/graphql/graphql';
import type { RequestDetails } from '@pcbm/web-kit/requests/order-queries';
import type { CombinedError } from '@urql/core';
import type { TFunction } from 'i18next';
import type { ReadDraftFile } from '../wizard/step-props';
import { designUploads } from '../wizard/submit/design-uploads';
import { bomRowsOf, reAddOrderInputOf } from './re-add-plan';
import type { BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { solderMaskColorOf } from '@pcbm/domain/board/solder-mask-color';

export const ReAddOrderMutation = graphql(`
  mutation ReAddOrder(
    $order: ReAddOrderInput!
    $pcb: Upload
    $job: Upload
    $originalJob: Upload
    $bom: [ComponentInput!]
    $originalBom: Upload
    $placement: Upload
    $preview: Upload
    $additionalFiles: [Upload!]
  ) {
    reAddOrder(order: $order, pcb: $pcb, job: $job, originalJob: $originalJob, bom: $bom, originalBom: $originalBom, placement: $placement, preview: $preview, additionalFiles: $additionalFiles) {
      id
      orders { id manufacturerId status }
    }
  }
`);

export type ReAddVariables = VariablesOf<typeof ReAddOrderMutation>;

/** Draws the board's picture (PNG) from board files in the solder mask colour; null when it cannot be drawn. */
export type DrawPreview = (boardFiles: readonly { name: string; bytes: Uint8Array; layer?: OrderDraft['files'][number]['layer'] }[], color: BoardColor) => Promise<Blob | null>;

/** The wizard's way: the board read in the preview worker, its top side as PNG. */
export const drawPreviewInWorker: DrawPreview = async (boardFiles, color) => {
  const [{ readBoardInWorker }, { previewPng }] = await Promise.all([import('../wizard/stackup/board-worker-client'), import('../wizard/submit/preview-png')]);
  const reading = await readBoardInWorker({ files: boardFiles.map((file) => ({ ...file, use: 'pcbFile' as const })), preview: true, color });
  return reading.preview ? previewPng(reading.preview.top) : null;
};

export interface ReAddSource {
  readonly request: RequestDetails;
  readonly draft: OrderDraft;
  readonly readFile: ReadDraftFile;
  readonly plan: ReAddFilePlan;
  readonly manufacturer: string;
  /** The latest order's board files, for a new picture when the board files are kept. */
  readonly keptBoardFiles: readonly { name: string; bytes: Uint8Array }[] | null;
  readonly drawPreview: DrawPreview;
}

export class ReAddNotReady extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * reAddOrder's variables: the order fields, a choice per file, and only the uploads of replaced
 * (or newly added) kinds, with the new additional files. Board files are zipped as for createOrder.
 */
export async function reAddVariables({ request, draft, readFile, plan, manufacturer, keptBoardFiles, drawPreview }: ReAddSource): Promise<ReAddVariables> {
  const input = reAddOrderInputOf(request, draft, manufacturer, plan);
  if ('problems' in input) throw new ReAddNotReady('orderInvalid', input.problems.map((problem) => `${problem.field}: ${problem.message}`).join(' '));
  const uploads = await designUploads(draft, readFile, request.name);
  const replaced = new Set(plan.replace);
  let preview: File | undefined;
  if (replaced.has('preview')) {
    const boardFiles = replaced.has('pcb')
      ? await Promise.all(draft.files.filter((file) => file.use === 'pcbFile').map(async (file) => ({ name: file.name, layer: file.layer, bytes: (await readFile(file.name)) ?? new Uint8Array() })))
      : (keptBoardFiles ?? []);
    const picture = boardFiles.length > 0 ? await drawPreview(boardFiles, solderMaskColorOf(draft.stackup) ?? 'green').catch(() => null) : null;
    if (!picture) throw new ReAddNotReady('previewFailed', 'The board picture could not be drawn.');
    preview = new File([picture], 'preview.png', { type: 'image/png' });
  }
  return {
    order: input.order,
    pcb: replaced.has('pcb') ? uploads.pcb : undefined,
    job: replaced.has('job') ? uploads.job : undefined,
    originalJob: replaced.has('job') ? uploads.originalJob : undefined,
    bom: replaced.has('bom') ? bomRowsOf(draft) : undefined,
    originalBom: replaced.has('bom') ? uploads.originalBom : undefined,
    placement: replaced.has('placement') ? uploads.placement : undefined,
    preview,
    additionalFiles: uploads.additionalFiles,
  };
}

interface RefusalProblem {
  readonly code: string;
  readonly message: string;
  readonly file?: string;
}

/** A refusal in words: the code's text, and each merge problem the server named. */
export function refusalText(error: CombinedError, t: TFunction): string {
  const text = errorTextOf(error, t);
  if (!text) return t('errors:NETWORK_ERROR');
  const details = error.graphQLErrors[0]?.extensions?.details as { problems?: RefusalProblem[] } | undefined;
  const problems = (details?.problems ?? []).map((problem) =>
    // The refusal does not repeat the counts, so the rule is told without them.
    problem.code === 'PCB_FILE_COUNT_MISMATCH'
      ? t('readd:problem.PCB_FILE_COUNT_RULE')
      : t(`readd:problem.${problem.code}`, { defaultValue: problem.message, file: problem.file ? t(`readd:kind.${problem.file}`, { defaultValue: problem.file }) : '' }),
  );
  return [text.message, ...problems].join(' ');
}
