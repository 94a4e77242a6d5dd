/** Device types of the parts list; detection from designators yields only some of them. */
export type ComponentType = 'RESISTOR' | 'CHIP' | 'CAPACITOR' | 'DIODE' | 'INDUCTOR' | 'FUSE' | 'CONNECTOR' | 'TRANSISTOR' | 'UNKNOWN';

const BY_LETTER: Readonly<Record<string, ComponentType>> = {
  R: 'RESISTOR',
  C: 'CAPACITOR',
  D: 'DIODE',
  F: 'FUSE',
  L: 'INDUCTOR',
  J: 'CONNECTOR',
};

/**
 * The component type a designator's letter names: R resistor, C capacitor, D diode, F fuse,
 * L inductor, J connector. Longer prefixes (LED1, CN1, FB1) are UNKNOWN rather than read by their first letter.
 */
export function detectComponentType(designator: string): ComponentType {
  const prefix = /^[A-Za-z]+/.exec(designator)?.[0].toUpperCase() ?? '';
  return BY_LETTER[prefix] ?? 'UNKNOWN';
}
