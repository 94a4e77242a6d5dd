import { electricValueIn, electricValueWithUnit } from './electric-value';

describe('the electric value a description names', () => {
  it.each([
    ['CAP CER 100NF 50V X7R 0603', '100nF'],
    ['Capacitor 4.7uF 16V 0805', '4.7µF'],
    ['Kondensator 4,7 µF 10 V', '4.7µF'],
    ['CAP 4n7 C0G', '4.7nF'],
    ['RES SMD 10K OHM 1% 1/10W 0603', '10kΩ'],
    ['RES 4K7 1% 0402', '4.7kΩ'],
    ['Resistor 0R 0603', '0Ω'],
    ['100R thick film', '100Ω'],
    ['Widerstand 1M 5%', '1MΩ'],
    ['Current sense 1R5 1W', '1.5Ω'],
    ['Power inductor 10uH 2A', '10µH'],
    ['Inductor 2u2 shielded', '2.2µH'],
    ['Choke 2mH', '2mH'],
  ])('given "%s", then the value is %s', (description, value) => {
    expect(electricValueIn(description)).toBe(value);
  });

  it.each([
    ['a part without a value', 'Microcontroller ARM Cortex-M0 QFN-32'],
    ['voltages, tolerances and sizes only', 'TVS diode 5V 0603 1%'],
    ['two different values', 'CAP 100nF 10uF pair'],
    ['a manufacturer part number', 'GRM188R71H104KA93D'],
    ['a bare 10K on something other than a resistor', 'Header 10K cycles'],
    ['nothing', ''],
  ])('given %s, then no value is guessed', (_case, description) => {
    expect(electricValueIn(description)).toBe('');
  });

  it('given a description that does not say what the part is, when the designator says it, then a bare value is read as that kind', () => {
    expect(electricValueIn('10K 0603', 'RESISTOR')).toBe('10kΩ');
    expect(electricValueIn('2u2 shielded', 'INDUCTOR')).toBe('2.2µH');
    expect(electricValueIn('2u2 X5R', 'CAPACITOR')).toBe('2.2µF');
    expect(electricValueIn('10K 0603', 'CAPACITOR')).toBe('');
  });
});

describe('a value column without units', () => {
  it.each([
    ['100n', 'CAPACITOR', '100nF'],
    ['4.7u', 'CAPACITOR', '4.7µF'],
    ['4,7u', 'CAPACITOR', '4.7µF'],
    ['10 p', 'CAPACITOR', '10pF'],
    ['4n7', 'CAPACITOR', '4.7nF'],
    ['10k', 'RESISTOR', '10kΩ'],
    ['4K7', 'RESISTOR', '4.7kΩ'],
    ['100', 'RESISTOR', '100Ω'],
    ['1M', 'RESISTOR', '1MΩ'],
    ['10u', 'INDUCTOR', '10µH'],
  ])('given "%s" on a %s, then it reads %s', (value, deviceType, written) => {
    expect(electricValueWithUnit(value, deviceType)).toBe(written);
  });

  it.each([
    ['100nF', 'CAPACITOR'],
    ['10kΩ', 'RESISTOR'],
    ['100', 'CAPACITOR'],
    ['10u', 'UNKNOWN'],
    ['STM32F0', 'CHIP'],
    ['red', 'DIODE'],
    ['DNP', 'RESISTOR'],
  ])('given "%s" on a %s, then it stays as the list says', (value, deviceType) => {
    expect(electricValueWithUnit(value, deviceType)).toBe(value);
  });
});
