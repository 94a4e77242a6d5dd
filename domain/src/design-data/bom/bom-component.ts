import type { ComponentType } from './component-type';

/** A part that may replace the main part of a component. */
export interface BomAlternative {
  readonly mpn: string;
  readonly manufacturer: string;
}

/** One row of the parts list: a part placed at one or more designators. */
export interface BomComponent {
  /** The table row it was read from (0-based). */
  readonly row: number;
  readonly itemIndex: string;
  readonly designators: readonly string[];
  readonly quantity: number;
  /** Empty when the cell was blank or said there is none (N/A, none, '-'). */
  readonly mpn: string;
  readonly manufacturer: string;
  /** At most two, in the order of their columns. */
  readonly alternatives: readonly BomAlternative[];
  readonly generic: boolean;
  readonly doNotPlace: boolean;
  readonly provided: boolean;
  /** The texts of all description columns, joined by '; '. */
  readonly description: string;
  readonly deviceType: string;
  readonly package: string;
  readonly electricValue: string;
  readonly tolerance: string;
  readonly maxVoltage: string;
  readonly detectedComponentType: ComponentType;
}
