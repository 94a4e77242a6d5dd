import { boardOutlineOf } from '../board/board-outline';
import { checkBoard } from '../board/board-validation';
import type { BoardSpecification, StackupRow } from '../board/board-specification';
import { detectLayer } from '../board/detect-layer';
import { GerberJobError, readSentGerberJob } from '../board/gerber-job';
import { jobLayersOf } from '../board/job-layers';
import { layerCountOf, type Layer } from '../board/layer';
import { plotBoardFile, type PlottedLayer } from '../board/plotted-layer';
import { buildStackup } from '../board/stackup';
import { importBom, type BomImport } from '../parts-list/bom-import';
import { importCpl, type CplImport } from '../placement/cpl-import';
import { readTable } from '../tables/read-table';
import { TableError } from '../tables/table';
import { checkUpload } from '../upload/check-upload';
import type { FileUse } from '../upload/file-use';
import { projectNameOf } from '../upload/project-name';
import type { UploadedFile, UploadFinding } from '../upload/upload-problem';

export interface InspectedFile {
  readonly name: string;
  readonly use: FileUse;
  readonly layer?: Layer;
}

/** Everything the wizard's first steps read from an upload. */
export interface UploadInspection {
  readonly projectName: string;
  readonly files: readonly InspectedFile[];
  readonly layerCount: number;
  readonly board: { readonly width: number; readonly height: number } | null;
  readonly stackup: readonly StackupRow[];
  readonly job: BoardSpecification | null;
  readonly bom: BomImport | null;
  readonly cpl: CplImport | null;
  readonly problems: readonly UploadFinding[];
  readonly warnings: readonly UploadFinding[];
  readonly notices: readonly UploadFinding[];
  /** The plotted board files, for a preview. */
  readonly plotted: readonly { readonly layer: Layer; readonly plotted: PlottedLayer }[];
}

/** Copper numbers counted from the top: top is 1, bottom is the layer count. */
function numbered(layer: Layer, layerCount: number): Layer {
  if (layer.kind !== 'copper') return layer;
  if (layer.side === 'top') return { ...layer, number: 1 };
  if (layer.side === 'bottom') return { ...layer, number: layerCount };
  return layer;
}

function tableOf(file: UploadedFile, problems: UploadFinding[]) {
  try {
    return readTable(file);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    problems.push({ code: error.code, message: error.message, file: file.name });
    return null;
  }
}

export interface InspectionOptions {
  /** Files whose use was chosen by hand, by name. */
  readonly assigned?: ReadonlyMap<string, FileUse>;
  /** The parts list's designators when it comes as rows rather than as a file. */
  readonly bomDesignators?: readonly string[];
  /** Of those, the designators of parts to be placed (not marked do-not-place). */
  readonly placedBomDesignators?: readonly string[];
  /** Plot only the outline, when no preview is wanted (plotting every layer takes most of the time). */
  readonly outlineOnly?: boolean;
}

/** Reads a whole upload as the wizard does: files and their uses, layers, job, stackup, size, parts and placement lists. */
export function inspectUpload(uploaded: readonly UploadedFile[], options: InspectionOptions = {}): UploadInspection {
  const check = checkUpload(uploaded, [], options.assigned);
  const problems = [...check.problems];
  const warnings = [...check.warnings];
  let job: BoardSpecification | null = null;
  const jobFile = check.files.find((f) => f.use === 'jobFile');
  if (jobFile) {
    try {
      job = readSentGerberJob(jobFile.text);
    } catch (error) {
      if (!(error instanceof GerberJobError)) throw error;
      problems.push({ code: 'JOB_UNREADABLE', message: error.message, file: jobFile.name });
    }
  }

  // The layers the customer chose, as the product's own job carries them, come before what the files suggest.
  const chosen = job ? jobLayersOf(job) : new Map<string, Layer>();
  const boardFiles = check.files.filter((f) => f.use === 'pcbFile').map((f) => ({ name: f.name, text: f.text, layer: chosen.get(f.name) ?? detectLayer(f.name, f.text) }));
  const layerCount = layerCountOf(boardFiles.map((f) => f.layer));
  const layered = boardFiles.map((f) => ({ ...f, layer: numbered(f.layer, layerCount) }));

  const plotted = layered.filter((f) => f.layer.kind !== 'none' && (!options.outlineOnly || f.layer.kind === 'profile')).map((f) => ({ layer: f.layer, plotted: plotBoardFile(f.text) }));
  const profile = plotted.find((p) => p.layer.kind === 'profile');
  const outline = profile ? boardOutlineOf(profile.plotted) : null;
  const boardCheck = layered.length > 0 ? checkBoard(layered, layerCount, outline ? { width: outline.width, height: outline.height } : undefined, job ?? undefined) : null;
  if (boardCheck) {
    problems.push(...boardCheck.problems);
    warnings.push(...boardCheck.warnings);
  }

  const bomFile = check.files.find((f) => f.use === 'bomFile');
  const bomTable = bomFile ? tableOf(bomFile, problems) : null;
  const bom = bomTable ? importBom(bomTable) : null;
  const cplFile = check.files.find((f) => f.use === 'cplFile');
  const cplTable = cplFile ? tableOf(cplFile, problems) : null;
  const bomDesignators = options.bomDesignators ?? bom?.components.flatMap((c) => c.designators);
  const placedBomDesignators = options.placedBomDesignators ?? bom?.components.filter((c) => !c.doNotPlace).flatMap((c) => c.designators);
  const cpl = cplTable ? importCpl(cplTable, { bomDesignators, placedBomDesignators, outline: outline?.bounds }) : null;
  if (layered.length === 0) problems.push({ code: 'GERBER_MISSING', message: 'No Gerber files were found; they are needed for the next step.' });
  if (!bomFile && !options.bomDesignators) problems.push({ code: 'BOM_MISSING', message: 'No parts list (BOM) was found; it is needed for the next step.' });
  if (!cplFile) warnings.push({ code: 'CPL_MISSING', message: 'No placement list (CPL) was found.' });
  if (!jobFile) warnings.push({ code: 'JOB_MISSING', message: 'No Gerber job file was found; the board specification is taken from the files.' });

  return {
    projectName: projectNameOf(uploaded.map((f) => f.name)),
    files: check.files.map((f) => {
      const board = layered.find((b) => b.name === f.name);
      return board ? { name: f.name, use: f.use, layer: board.layer } : { name: f.name, use: f.use };
    }),
    layerCount,
    board: boardCheck?.size ?? null,
    stackup: layered.length > 0 ? buildStackup(layered, layerCount, job ?? undefined) : [],
    job: boardCheck?.job ?? job,
    bom,
    cpl,
    problems,
    warnings,
    notices: check.notices,
    plotted,
  };
}
