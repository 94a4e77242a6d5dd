import type { DrillSpan } from './layer';

/** One row of the material stackup, as the job file and the stackup table hold it. */
export interface StackupRow {
  readonly type: string;
  readonly label?: string;
  readonly name?: string;
  readonly thickness?: number | 'Standard';
  readonly color?: string;
  readonly dielectricConstant?: number;
  readonly lossTangent?: number;
  readonly material?: string;
  readonly note?: string;
  readonly layer?: { readonly kind: string; readonly side: string; readonly number?: number; readonly span?: DrillSpan };
  readonly fileName?: string;
  readonly active: boolean;
}

export interface DesignRule {
  readonly layers?: string;
  readonly padToPad?: number;
  readonly padToTrack?: number;
  readonly padToRegion?: number;
  readonly trackToTrack?: number;
  readonly trackToRegion?: number;
  readonly regionToRegion?: number;
  readonly minLineWidth?: number;
  readonly minRing?: number;
  readonly minClearanceToProfile?: number;
  readonly notes?: string;
}

export interface FileAttributes {
  readonly path: string;
  readonly fileFunction: string;
  readonly filePolarity?: string;
  readonly fileFormat?: string;
}

/** The board specification (the Gerber job's content, as the order uses it). */
export interface BoardSpecification {
  readonly header: {
    readonly generationSoftware?: { readonly vendor?: string; readonly application?: string; readonly version?: string };
    readonly creationDate?: string;
    readonly comment?: string;
  };
  readonly generalSpecs: {
    readonly projectId?: { readonly name?: string; readonly guid?: string; readonly revision?: string };
    readonly size?: { readonly x: number; readonly y: number };
    readonly layerNumber?: number;
    readonly boardThickness: number;
    readonly finish?: string;
    readonly owner?: string;
    readonly ipc600Class?: string;
    readonly impedanceControlled?: boolean;
    readonly edgePlating?: boolean;
    readonly castellated?: boolean;
    readonly substrates?: string;
    readonly materialTg?: string;
    /** The customer's notes on the stackup, in the job the product sends with a request. */
    readonly notes?: string;
    readonly [other: string]: unknown;
  };
  readonly materialStackup: readonly StackupRow[];
  readonly designRules: readonly DesignRule[];
  readonly filesAttributes: readonly FileAttributes[];
}

/** Board thickness in mm when no job file says otherwise. */
export const DEFAULT_BOARD_THICKNESS = 1.6;
/** Finishes the product knows (the job file's names, compared without case and punctuation). */
export const FINISHES = ['HASL SnPb', 'HASL lead-free', 'Immersion tin', 'Immersion nickel', 'Immersion silver', 'ENIG', 'ENEPIG', 'Hard gold', 'OSP', 'HT-OSP', 'None'];

/** A name of the vocabulary as compared with a job's text: lower case, letters and digits only. */
export const comparableName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The finish of FINISHES a job's text names (`hasl-lead free` is `HASL lead-free`), or undefined for one the product does not know. */
export function knownFinish(text: string): string | undefined {
  return FINISHES.find((known) => comparableName(known) === comparableName(text));
}
/** Base materials the product knows. */
export const SUBSTRATES = ['FR4', 'Polyimide', 'Polyolefin', 'Aluminium', 'PTFE', 'Teflon', 'Ceramic'];
