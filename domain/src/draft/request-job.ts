import { DEFAULT_BOARD_THICKNESS, type BoardSpecification } from '../board/board-specification';
import type { OrderDraft } from './order-draft';

/** The name of the job a request sends, the spec's default name for an exported job. */
export const REQUEST_JOB_FILE_NAME = 'gerberJob.gbrjob';

/**
 * The board specification a request sends as its job: the uploaded job file's content, when there is one, with the
 * stackup as the customer left it (the layers in use, their thickness and notes), the board's size and copper layers
 * as read from the files, and the customer's notes on the stackup. The uploaded file goes with it as the original job.
 */
export function requestBoardSpecification(draft: OrderDraft, uploaded: BoardSpecification | null): BoardSpecification {
  const notes = draft.stackupNotes.trim();
  return {
    header: uploaded?.header ?? {},
    generalSpecs: {
      ...(uploaded?.generalSpecs ?? { boardThickness: DEFAULT_BOARD_THICKNESS }),
      ...(draft.board ? { size: { x: draft.board.width, y: draft.board.height } } : {}),
      layerNumber: draft.layerCount,
      ...(notes ? { notes } : {}),
    },
    // A thickness left unset is the one the customer saw: Standard, the producer decides.
    materialStackup: draft.stackup.filter((row) => row.active).map((row) => ({ ...row, thickness: row.thickness ?? 'Standard' })),
    designRules: uploaded?.designRules ?? [],
    filesAttributes: uploaded?.filesAttributes ?? [],
  };
}
