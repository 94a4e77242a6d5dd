import { toCreateOrderInput } from './create-order-input';
import { withFileUse, withFiles, withoutFile } from './draft-files';
import { clearedDraft, hintsLeavingStep, problemsLeavingStep, setStep } from './draft-steps';
import { newOrderDraft, orderDraftSchema, type DraftComponent, type OrderDraft } from './order-draft';

const now = new Date('2026-05-01T10:00:00Z');
const empty = () => newOrderDraft('d1', now);
const file = (name: string, use: 'pcbFile' | 'jobFile' | 'bomFile' | 'cplFile' | 'additionalFile') => ({ name, size: 10, use });
const component = (designator: string): DraftComponent => ({
  id: designator,
  designators: [designator],
  quantity: 1,
  componentInfo: [{ mpn: `MPN-${designator}`, manufacturer: 'Yageo' }],
  description: '',
  package: '0603',
  electricValue: '10k',
  tolerance: '',
  maxVoltage: '',
  genericDeviceType: '',
  mount: 'SMT',
  generic: false,
  doNotPlace: false,
  provided: false,
  detectedComponentType: 'RESISTOR',
});
const address = { id: '', recipient: 'Clara Kunde', country: 'DE', addressLine1: 'Invalidenstraße 10', addressLine2: '', zipcode: '10115', city: 'Berlin', companyTaxNumber: '' };

function readyDraft(): OrderDraft {
  const { draft } = withFiles(empty(), [file('board-F_Cu.gtl', 'pcbFile'), file('board-bom.csv', 'bomFile')]);
  return { ...draft, bom: { markers: null, components: [component('R1'), component('R2')], edited: false }, shippingAddress: address, selectedManufacturers: ['m1', 'm2'] };
}

describe('the order draft', () => {
  it('given a new draft, when created, then it has the spec defaults', () => {
    const draft = empty();
    expect(draft).toMatchObject({ step: 1, files: [], sameAddress: true, requestDetails: { pcbVersion: 'V1', quantity: 1, type: 'PROTOTYPE', quantityIsOverproduction: true, separateBoard: true, isPanel: false, pcbProvidedByCustomer: false } });
    expect(orderDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('given board files, when added, then the stackup is marked for rebuilding and the project is named from the files', () => {
    const { draft } = withFiles(empty(), [file('blinky-F_Cu.gtl', 'pcbFile'), file('blinky-B_Cu.gbl', 'pcbFile')]);
    expect(draft.stackupChanged).toBe(true);
    expect(draft.requestDetails.projectName).toBe('blinky');
  });

  it('given design files and a licence, when added, then the project is named from the design files only', () => {
    const { draft } = withFiles(empty(), [file('interface-brain-F_Cu.gtl', 'pcbFile'), file('interface-brain_bom.csv', 'bomFile'), file('LICENSE.md', 'additionalFile')]);
    expect(draft.requestDetails.projectName).toBe('interface-brain');
  });

  it('given an additional file only, when added, then the stackup stays as it is', () => {
    expect(withFiles(empty(), [file('notes.txt', 'additionalFile')]).draft.stackupChanged).toBe(false);
  });

  it('given a file of the same name, when added, then it replaces the earlier one with a notice', () => {
    const first = withFiles(empty(), [file('notes.txt', 'additionalFile')]).draft;
    const { draft, notices } = withFiles(first, [file('notes.txt', 'additionalFile')]);
    expect(draft.files).toHaveLength(1);
    expect(notices).toEqual([expect.objectContaining({ code: 'FILE_REPLACED', file: 'notes.txt' })]);
  });

  it('given a second parts list, when added, then the first becomes an additional file', () => {
    const first = withFiles(empty(), [file('a-bom.csv', 'bomFile')]).draft;
    const { draft } = withFiles(first, [file('b-bom.csv', 'bomFile')]);
    expect(draft.files.map((f) => [f.name, f.use])).toEqual([['a-bom.csv', 'additionalFile'], ['b-bom.csv', 'bomFile']]);
  });

  it('given a text file, when chosen as the parts list, then it is refused with the allowed types', () => {
    const draft = withFiles(empty(), [file('notes.txt', 'additionalFile')]).draft;
    const result = withFileUse(draft, 'notes.txt', 'bomFile');
    expect(result).toEqual({ refused: expect.objectContaining({ code: 'EXTENSION_NOT_ALLOWED', message: 'notes.txt cannot be used this way. Allowed file types: xlsx, xls, csv, ods.' }) });
  });

  it('given a board file, when removed, then the stackup is marked for rebuilding', () => {
    const draft = { ...withFiles(empty(), [file('x.gtl', 'pcbFile')]).draft, stackupChanged: false };
    expect(withoutFile(draft, 'x.gtl')).toMatchObject({ files: [], stackupChanged: true });
  });

  it('given no Gerber files and no parts list, when leaving the upload, then both are asked for and placement and job are hints', () => {
    expect(problemsLeavingStep(empty(), 1).map((p) => p.code)).toEqual(['gerberMissing', 'bomMissing']);
    expect(hintsLeavingStep(empty(), 1).map((p) => p.code)).toEqual(['cplMissing', 'jobMissing']);
    expect(problemsLeavingStep(readyDraft(), 1)).toEqual([]);
  });

  it('given an empty parts list, when leaving the components, then it is refused', () => {
    expect(problemsLeavingStep({ ...readyDraft(), bom: { markers: null, components: [], edited: false } }, 3).map((p) => p.code)).toEqual(['bomEmpty']);
  });

  it('given missing production details, when leaving production, then each field is named', () => {
    const draft = { ...readyDraft(), shippingAddress: { ...address, city: '' }, requestDetails: { ...readyDraft().requestDetails, projectName: '', quantity: 0 } };
    expect(problemsLeavingStep(draft, 5).map((p) => p.field)).toEqual(['projectName', 'quantity', 'shippingAddress.city']);
  });

  it('given no or four manufacturers, when leaving the choice, then it is refused; a white-label shop fixes its own', () => {
    expect(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: [] }, 6).map((p) => p.code)).toEqual(['noManufacturer']);
    expect(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: [] }, 6, { whiteLabelManufacturerId: 'w1' })).toEqual([]);
  });

  it('given a ready draft, when turned into createOrder input, then the request and the parts list come out with the same address twice', () => {
    const input = toCreateOrderInput(readyDraft());
    if ('problems' in input) throw new Error(JSON.stringify(input.problems));
    expect(input.order).toMatchObject({ name: 'board', manufacturers: ['m1', 'm2'], pcbVersion: 'V1', quantity: 1, type: 'PROTOTYPE', smtPartCount: 2, shippingAddress: { city: 'Berlin' }, billingAddress: { city: 'Berlin' } });
    expect(input.order.shippingAddress.addressLine2).toBeUndefined();
    expect(input.bom).toEqual([expect.objectContaining({ designators: ['R1'], mpn: 'MPN-R1', manufacturer: 'Yageo' }), expect.objectContaining({ designators: ['R2'] })]);
  });

  it('given a draft without parts, when turned into createOrder input, then it is refused', () => {
    expect(toCreateOrderInput({ ...readyDraft(), bom: null })).toEqual({ problems: [expect.objectContaining({ code: 'bomEmpty' })] });
  });

  it('given a step beyond the last, when set, then it stays within the seven steps; clearing starts at step 1', () => {
    expect(setStep(empty(), 9).step).toBe(7);
    expect(clearedDraft('d2', now)).toMatchObject({ id: 'd2', step: 1, files: [], bom: null });
  });
});
