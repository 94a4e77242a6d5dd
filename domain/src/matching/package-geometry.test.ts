import { normalisedPartNumber, packageGeometry } from '.';

describe('package geometry from package and footprint names', () => {
  test('given EIA chip sizes in KiCad, EasyEDA and plain names, when read, then the body is the EIA size and there is no pitch', () => {
    expect(packageGeometry('C_0402_1005Metric')).toEqual({ size: { long: 1.0, short: 0.5, height: null }, pitch: null, mount: 'SMT' });
    expect(packageGeometry('R0603').size).toEqual({ long: 1.6, short: 0.8, height: null });
    expect(packageGeometry('LED0603-R-RD').size).toEqual({ long: 1.6, short: 0.8, height: null });
    expect(packageGeometry('R_0201_0603Metric').size).toEqual({ long: 0.6, short: 0.3, height: null });
    expect(packageGeometry('2512').size).toEqual({ long: 6.3, short: 3.2, height: null });
  });

  test('given sizes written in the name, when read, then they win over the outline table', () => {
    expect(packageGeometry('TSSOP-20_4.4x6.5mm_P0.65mm')).toEqual({ size: { long: 6.5, short: 4.4, height: null }, pitch: 0.65, mount: 'SMT' });
    expect(packageGeometry('HTSSOP-28_L9.8-W4.5-P0.65-LS6.6-BL-EP')).toEqual({ size: { long: 9.8, short: 4.5, height: null }, pitch: 0.65, mount: 'SMT' });
    expect(packageGeometry('CAP-SMD_BD6.3-L6.6-W6.6-FD').size).toEqual({ long: 6.6, short: 6.6, height: null });
    expect(packageGeometry('QFN-32-1EP_5x5mm_P0.5mm_EP3.45x3.45mm').pitch).toBe(0.5);
  });

  test('given standard outlines, when read, then the table gives body, height and pitch', () => {
    expect(packageGeometry('SOT-23')).toEqual({ size: { long: 2.9, short: 1.3, height: 1.12 }, pitch: 0.95, mount: 'SMT' });
    expect(packageGeometry('D_SOD-323').size).toEqual({ long: 1.7, short: 1.25, height: 1.1 });
    expect(packageGeometry('SOIC-8').pitch).toBe(1.27);
    expect(packageGeometry('TSSOP-28').size).toEqual({ long: 9.7, short: 4.4, height: 1.2 });
  });

  test('given a through-hole or unknown name, when read, then the mount or nothing is known', () => {
    expect(packageGeometry('PinHeader_1x04_P2.54mm_Vertical')).toEqual({ size: null, pitch: 2.54, mount: 'THT' });
    expect(packageGeometry('DIP-8').mount).toBe('THT');
    expect(packageGeometry('')).toEqual({ size: null, pitch: null, mount: null });
    expect(packageGeometry('MY-ODD-PART')).toEqual({ size: null, pitch: null, mount: null });
  });

  test('given part numbers with separators and lower case, when normalised, then only upper-case letters and digits remain', () => {
    expect(normalisedPartNumber('19-213/Y2C-CQ2R2L/3T(CY)')).toBe('19213Y2CCQ2R2L3TCY');
    expect(normalisedPartNumber(' cl10b104kb8nnnc ')).toBe('CL10B104KB8NNNC');
  });
});
