import { comparableName, knownFinish, SUBSTRATES, type BoardSpecification } from './board-specification';
import type { UploadFinding } from '../upload/upload-problem';
import { DRILL_KINDS, PARTIAL_DRILL_KINDS, spanName, type LayerKind } from './layer';
import type { BoardFile } from './stackup';

/** Board sizes may differ from the job's by this much (mm) in either direction. */
export const SIZE_TOLERANCE = 1;

export interface BoardCheck {
  readonly problems: UploadFinding[];
  readonly warnings: UploadFinding[];
  /** The size the order uses: the job's when it has one, else the detected one. */
  readonly size?: { readonly width: number; readonly height: number };
  /** The job with unknown finish or material reset. */
  readonly job?: BoardSpecification;
}

/** The kinds several files may draw: drills (a board often has a file per drill pair) and what is not a layer. */
const UNIQUE_EXEMPT: readonly LayerKind[] = ['none', 'mechanical', 'assembly', ...DRILL_KINDS];

const layerKey = (file: BoardFile, layerCount: number) =>
  file.layer.kind === 'copper'
    ? `copper ${file.layer.side === 'top' ? 1 : file.layer.side === 'bottom' ? layerCount : file.layer.number}`
    : `${file.layer.kind} ${file.layer.side}`;

/** Checks the board files against each other and against the job file (spec, board specification rules). */
export function checkBoard(
  files: readonly BoardFile[],
  layerCount: number,
  detectedSize?: { width: number; height: number },
  job?: BoardSpecification,
): BoardCheck {
  const problems: UploadFinding[] = [];
  const warnings: UploadFinding[] = [];
  const has = (kind: string, side?: string) => files.some((f) => f.layer.kind === kind && (!side || f.layer.side === side));

  for (let number = 1; number <= layerCount; number++) {
    const found = files.some((f) => f.layer.kind === 'copper' && (number === 1 ? f.layer.side === 'top' : number === layerCount ? f.layer.side === 'bottom' : f.layer.number === number));
    if (!found) problems.push({ code: 'COPPER_LAYER_MISSING', message: `No file draws copper layer L${number}.`, subject: `L${number}` });
  }
  for (const side of ['top', 'bottom']) {
    if (!has('soldermask', side)) problems.push({ code: 'SOLDERMASK_MISSING', message: `No file draws the ${side} solder mask.`, subject: side });
  }
  if (!has('profile')) problems.push({ code: 'OUTLINE_MISSING', message: 'No file draws the board outline.' });

  const byLayer = new Map<string, string>();
  for (const file of files.filter((f) => !UNIQUE_EXEMPT.includes(f.layer.kind))) {
    const key = layerKey(file, layerCount);
    const earlier = byLayer.get(key);
    if (earlier) problems.push({ code: 'LAYER_ASSIGNED_TWICE', message: `${earlier} and ${file.name} both draw ${key}.`, file: file.name, subject: earlier });
    else byLayer.set(key, file.name);
  }
  for (const file of files) {
    const span = PARTIAL_DRILL_KINDS.includes(file.layer.kind) ? file.layer.span : undefined;
    if (!span) continue;
    const joins = spanName(span);
    if (span.to > layerCount) {
      problems.push({ code: 'DRILL_SPAN_OUTSIDE_BOARD', message: `${file.name} joins ${joins}, but the board has ${layerCount} copper layers.`, file: file.name });
    } else if ((file.layer.kind === 'blindDrill') !== (span.from === 1 || span.to === layerCount)) {
      warnings.push(
        file.layer.kind === 'blindDrill'
          ? { code: 'BLIND_DRILL_INSIDE', message: `${file.name} is a blind drill but joins only inner layers (${joins}); it may be a buried drill.`, file: file.name }
          : { code: 'BURIED_DRILL_OUTSIDE', message: `${file.name} is a buried drill but reaches an outer layer (${joins}); it may be a blind drill.`, file: file.name },
      );
    }
  }

  if (!job) return { problems, warnings, size: detectedSize };
  let checked = job;
  if (job.generalSpecs.layerNumber !== undefined && job.generalSpecs.layerNumber !== layerCount) {
    problems.push({ code: 'LAYER_COUNT_MISMATCH', message: `The job file says ${job.generalSpecs.layerNumber} copper layers, the files have ${layerCount}.` });
  }
  const seenPaths = new Map<string, string>();
  for (const attributes of job.filesAttributes) {
    const earlier = seenPaths.get(attributes.path);
    if (earlier && earlier !== attributes.fileFunction) {
      problems.push({ code: 'FILE_FOR_TWO_LAYERS', message: `${attributes.path} cannot be both ${earlier} and ${attributes.fileFunction}.`, file: attributes.path });
    }
    seenPaths.set(attributes.path, attributes.fileFunction);
    if (!files.some((f) => f.name === attributes.path)) {
      warnings.push({ code: 'JOB_FILE_MISSING', message: `The job file names ${attributes.path}, which was not uploaded; its layer is marked unused.`, file: attributes.path });
    }
  }
  const { finish, substrates } = job.generalSpecs;
  if (finish && !knownFinish(finish)) {
    warnings.push({ code: 'UNSUPPORTED_FINISH', message: `The finish "${finish}" is not supported and was reset.` });
    checked = { ...checked, generalSpecs: { ...checked.generalSpecs, finish: undefined } };
  }
  if (substrates && !SUBSTRATES.some((known) => comparableName(substrates).includes(comparableName(known)))) {
    warnings.push({ code: 'UNSUPPORTED_MATERIAL', message: `The material "${substrates}" is not supported and was reset.` });
    checked = { ...checked, generalSpecs: { ...checked.generalSpecs, substrates: undefined } };
  }
  const jobSize = job.generalSpecs.size;
  let size = detectedSize;
  if (jobSize) {
    if (detectedSize && (Math.abs(jobSize.x - detectedSize.width) > SIZE_TOLERANCE || Math.abs(jobSize.y - detectedSize.height) > SIZE_TOLERANCE)) {
      warnings.push({
        code: 'BOARD_SIZE_MISMATCH',
        message: `The job file's board size ${jobSize.x} × ${jobSize.y} mm differs from the outline's ${detectedSize.width} × ${detectedSize.height} mm; the job's size is used.`,
      });
    }
    size = { width: jobSize.x, height: jobSize.y };
  }
  return { problems, warnings, size, job: checked };
}
