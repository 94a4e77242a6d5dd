import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importBom, parseCsv, readTable } from '@pcbm/domain';
import { kicadDesignFiles, KICAD_FIXTURE } from './design-files';

/** The KiCad board's Gerber job as JSON, as the order wizard sends it for pricing. */
export const kicadJob = (): Record<string, unknown> => JSON.parse(new TextDecoder().decode(kicadDesignFiles().job.bytes)) as Record<string, unknown>;

/**
 * The KiCad board's parts list as the product's importer reads it (the supplier's part numbers
 * serve as MPNs), as component rows; parts on the placement list are surface mounted.
 */
export function kicadBom() {
  const { originalBom } = kicadDesignFiles();
  const placed = new Set(parseCsv(readFileSync(join(KICAD_FIXTURE, 'interface-brain_cpl_jlc.csv'), 'utf8')).slice(1).map((row) => row[0]));
  return importBom(readTable(originalBom)).components.map((component) => ({
    designators: [...component.designators],
    quantity: component.quantity,
    mpn: component.mpn || null,
    description: component.electricValue || null,
    doNotPlace: component.doNotPlace,
    provided: component.provided,
    generic: component.generic,
    alternativeMpns: component.alternatives.map((alternative) => alternative.mpn).filter(Boolean),
    mount: component.designators.every((designator) => placed.has(designator)) ? 'SMT' : 'THT',
  }));
}
