import type { DeviceType } from '@pcbm/domain';

/** An entry of the offline catalogue: what a real parts list says about a part (nothing more). */
export interface CatalogueEntry {
  readonly mpn: string;
  readonly manufacturer: string;
  /** The package or footprint name the parts list gives; size and pitch are derived from it. */
  readonly package: string;
  readonly deviceType: DeviceType;
  readonly electricalValue: string | null;
  /** Supplier part numbers the same parts-list row names (parts lists without an MPN column use them). */
  readonly supplierParts: readonly string[];
  readonly source: string;
}

const SIMPLEFOC_MINI = 'SimpleFOCMini BOM (github.com/simplefoc/SimpleFOCMini, MIT)';
const COLORDANCE = 'colordance interface-brain BOM (github.com/ademuri/colordance-circle, Apache-2.0)';

/**
 * The parts named by MPN in the open-hardware parts lists the product is tested with. Values are
 * left open where the parts list contradicts itself (one MPN listed for 1 kΩ and 10 kΩ).
 */
export const OFFLINE_CATALOGUE_PARTS: readonly CatalogueEntry[] = [
  { mpn: '19-213/Y2C-CQ2R2L/3T(CY)', manufacturer: 'EVERLIGHT', package: 'LED0603-R-RD', deviceType: 'DIODE', electricalValue: null, supplierParts: ['C72038'], source: SIMPLEFOC_MINI },
  { mpn: '0603WAF4701T5E', manufacturer: 'UniOhm', package: 'R0603', deviceType: 'RESISTOR', electricalValue: null, supplierParts: ['C23162'], source: SIMPLEFOC_MINI },
  { mpn: 'VT1V101M-CRE77', manufacturer: 'Vertical Technology', package: 'CAP-SMD_BD6.3-L6.6-W6.6-FD', deviceType: 'CAPACITOR', electricalValue: '100uF', supplierParts: ['C294520'], source: SIMPLEFOC_MINI },
  { mpn: 'CL10B104KB8NNNC', manufacturer: 'SAMSUNG', package: 'C0603', deviceType: 'CAPACITOR', electricalValue: '100nF', supplierParts: ['C1591'], source: SIMPLEFOC_MINI },
  { mpn: 'CC0603ZRY5V6BB474', manufacturer: 'YAGEO', package: 'C0603', deviceType: 'CAPACITOR', electricalValue: '470nF', supplierParts: ['C327269'], source: SIMPLEFOC_MINI },
  { mpn: 'DRV8313PWPR', manufacturer: 'Texas Instruments', package: 'HTSSOP-28_L9.8-W4.5-P0.65-LS6.6-BL-EP', deviceType: 'CHIP', electricalValue: null, supplierParts: ['C92482'], source: SIMPLEFOC_MINI },
  { mpn: 'SN74ACT244PWR', manufacturer: 'Texas Instruments', package: 'TSSOP-20_4.4x6.5mm_P0.65mm', deviceType: 'CHIP', electricalValue: null, supplierParts: ['C6930'], source: COLORDANCE },
];
