import { readSentGerberJob } from '@pcbm/domain/board/gerber-job';
import type { StackupRow } from '@pcbm/domain/board/board-specification';
import { importCpl, type Placement } from '@pcbm/domain/placement/cpl-import';
import { readTable } from '@pcbm/domain/tables/read-table';

/** One row of the parts list as it was sent (BOM.json holds the rows of createOrder's `bom`). */
export interface SentPart {
  readonly designators: readonly string[];
  readonly quantity: number;
  readonly mpn: string;
  readonly manufacturer: string;
  readonly alternatives: readonly string[];
  readonly description: string;
  readonly doNotPlace: boolean;
  readonly provided: boolean;
  readonly generic: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sent parts list; anything that is not a list of rows gives no rows. */
export function partsOf(json: string): SentPart[] {
  let rows: unknown;
  try {
    rows = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row): SentPart[] => {
    if (typeof row !== 'object' || row === null) return [];
    const r = row as Record<string, unknown>;
    const designators = Array.isArray(r.designators) ? r.designators.filter((d): d is string => typeof d === 'string') : [];
    return [
      {
        designators,
        quantity: typeof r.quantity === 'number' ? r.quantity : designators.length,
        mpn: text(r.mpn),
        manufacturer: text(r.manufacturer),
        alternatives: Array.isArray(r.alternativeMpns) ? r.alternativeMpns.filter((a): a is string => typeof a === 'string') : [],
        description: text(r.description),
        doNotPlace: r.doNotPlace === true,
        provided: r.provided === true,
        generic: r.generic === true,
      },
    ];
  });
}

/** The sent job file's board: size, thickness, layers and the stackup rows in build order. */
export function stackupOf(job: string): { size: { x: number; y: number } | null; thickness: number; layers: number | null; rows: readonly StackupRow[]; notes: string | null } | null {
  try {
    const specification = readSentGerberJob(job);
    return {
      size: specification.generalSpecs.size ?? null,
      thickness: specification.generalSpecs.boardThickness,
      layers: specification.generalSpecs.layerNumber ?? null,
      rows: specification.materialStackup,
      notes: specification.generalSpecs.notes ?? null,
    };
  } catch {
    return null;
  }
}

/** The checked placement list (CSV as sent), read as the wizard read it. */
export function placementsOf(name: string, bytes: Uint8Array): readonly Placement[] {
  try {
    return importCpl(readTable({ name, bytes })).placements;
  } catch {
    return [];
  }
}
