import { boardOutlineOf } from '@pcbm/domain/board/board-outline';
import type { BoardSpecification, StackupRow } from '@pcbm/domain/board/board-specification';
import { checkBoard } from '@pcbm/domain/board/board-validation';
import { detectLayer } from '@pcbm/domain/board/detect-layer';
import { GerberJobError, readSentGerberJob } from '@pcbm/domain/board/gerber-job';
import { layerCountOf, type Layer } from '@pcbm/domain/board/layer';
import { plotBoardFile } from '@pcbm/domain/board/plotted-layer';
import type { BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { renderBoardPreview } from '@pcbm/domain/board/preview/board-preview';
import { buildStackup } from '@pcbm/domain/board/stackup';
import { decodeText } from '@pcbm/domain/upload/text-decoding';
import type { UploadFinding } from '@pcbm/domain/upload/upload-problem';

export interface BoardInputFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly use: 'pcbFile' | 'jobFile';
  /** The layer as chosen in the upload step; detected when absent. */
  readonly layer?: { readonly kind: string; readonly side: string; readonly number?: number };
}

export interface BoardReading {
  readonly stackup: StackupRow[];
  readonly layerCount: number;
  readonly board: { readonly width: number; readonly height: number } | null;
  readonly bounds: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null;
  readonly job: BoardSpecification | null;
  readonly problems: UploadFinding[];
  readonly warnings: UploadFinding[];
  /** Top and bottom as SVG, when a preview was asked for and could be drawn. */
  readonly preview: { readonly top: string; readonly bottom: string } | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Copper numbers counted from the top: top is 1, bottom is the layer count. */
function numbered(layer: Layer, layerCount: number): Layer {
  if (layer.kind !== 'copper') return layer;
  if (layer.side === 'top') return { ...layer, number: 1 };
  if (layer.side === 'bottom') return { ...layer, number: layerCount };
  return layer;
}

/**
 * Reads the board files as the stackup step needs them: layers, job, stackup in build order,
 * size, the board's problems, and optionally the top and bottom preview in the chosen mask colour.
 */
export function readBoard(files: readonly BoardInputFile[], options: { preview: boolean; color: BoardColor }): BoardReading {
  const problems: UploadFinding[] = [];
  const warnings: UploadFinding[] = [];
  const boardFiles = files
    .filter((file) => file.use === 'pcbFile')
    .map((file) => {
      const text = decodeText(file.bytes);
      return { name: file.name, text, layer: (file.layer as Layer | undefined) ?? detectLayer(file.name, text) };
    });
  const layerCount = layerCountOf(boardFiles.map((file) => file.layer));
  const layered = boardFiles.map((file) => ({ ...file, layer: numbered(file.layer, layerCount) }));

  let job: BoardSpecification | null = null;
  const jobFile = files.find((file) => file.use === 'jobFile');
  if (jobFile) {
    try {
      job = readSentGerberJob(decodeText(jobFile.bytes));
    } catch (error) {
      if (!(error instanceof GerberJobError)) throw error;
      problems.push({ code: 'JOB_UNREADABLE', message: error.message, file: jobFile.name });
    }
  }

  const drawable = layered.filter((file) => file.layer.kind !== 'none' && (options.preview || file.layer.kind === 'profile'));
  const plotted = drawable.map((file) => ({ layer: file.layer, plotted: plotBoardFile(file.text) }));
  const profile = plotted.find((file) => file.layer.kind === 'profile');
  const outline = profile ? boardOutlineOf(profile.plotted) : null;
  const check = layered.length > 0 ? checkBoard(layered, layerCount, outline ? { width: outline.width, height: outline.height } : undefined, job ?? undefined) : null;
  if (check) {
    problems.push(...check.problems);
    warnings.push(...check.warnings);
  }
  let preview: BoardReading['preview'] = null;
  if (options.preview && plotted.length > 0) {
    try {
      const drawn = renderBoardPreview(plotted, options.color);
      preview = { top: drawn.top, bottom: drawn.bottom };
    } catch (error) {
      warnings.push({ code: 'PREVIEW_FAILED', message: error instanceof Error ? error.message : 'No files found for rendering.' });
    }
  }
  const size = check?.size;
  return {
    stackup: layered.length > 0 ? buildStackup(layered, layerCount, job ?? undefined) : [],
    layerCount,
    board: size ? { width: round2(size.width), height: round2(size.height) } : null,
    bounds: outline ? { ...outline.bounds } : null,
    job: check?.job ?? job,
    problems,
    warnings,
    preview,
  };
}
