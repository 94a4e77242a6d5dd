import { partsOf, placementsOf, stackupOf } from './design-files';

describe('the design data of a sent order', () => {
  it('given the sent parts list, when read, then each row keeps its designators, numbers and flags', () => {
    const json = JSON.stringify([
      { designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo', alternativeMpns: ['ERJ-3EKF1002V'] },
      { designators: ['J1'], quantity: 1, doNotPlace: true, provided: true },
    ]);
    expect(partsOf(json)).toEqual([
      { designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo', alternatives: ['ERJ-3EKF1002V'], description: '', doNotPlace: false, provided: false, generic: false },
      { designators: ['J1'], quantity: 1, mpn: '', manufacturer: '', alternatives: [], description: '', doNotPlace: true, provided: true, generic: false },
    ]);
  });

  it('given a file that is not a parts list, when read, then there are no rows rather than a failure', () => {
    expect(partsOf('not json')).toEqual([]);
    expect(partsOf('{"designators": ["R1"]}')).toEqual([]);
  });

  it('given a job file, when read, then size, thickness and layers are known; something else reads as unreadable', () => {
    const job = JSON.stringify({
      Header: { GenerationSoftware: { Vendor: 'KiCad' } },
      GeneralSpecs: { Size: { X: 100, Y: 80 }, LayerNumber: 2, BoardThickness: 1.6 },
      MaterialStackup: [{ Type: 'Copper', Name: 'F.Cu', Thickness: 0.035 }],
    });
    expect(stackupOf(job)).toMatchObject({ size: { x: 100, y: 80 }, thickness: 1.6, layers: 2 });
    expect(stackupOf('hello')).toBeNull();
  });

  it('given a placement list, when read, then the placements come with positions in mm', () => {
    const csv = 'Designator,Mid X,Mid Y,Rotation,Layer\nR1,10.5,20,90,top\n';
    expect(placementsOf('cpl.csv', new TextEncoder().encode(csv))).toMatchObject([{ designator: 'R1', xPos: 10.5, yPos: 20, rotation: 90, side: 'top' }]);
  });
});
