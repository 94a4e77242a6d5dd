import { address, emptyDraft, file, readyDraft } from './__fixtures__/drafts';
import { withFiles } from './draft-files';
import { hintsLeavingStep, problemsLeavingStep } from './draft-steps';
import type { OrderDraft } from './order-draft';

const codes = (problems: readonly { code: string }[]) => problems.map((problem) => problem.code);
const details = (change: Partial<OrderDraft['requestDetails']>) => ({ ...readyDraft(), requestDetails: { ...readyDraft().requestDetails, ...change } });

describe('leaving the upload', () => {
  it('given no Gerber files and no parts list, when leaving, then both are asked for', () => {
    expect(codes(problemsLeavingStep(emptyDraft(), 1))).toEqual(['gerberMissing', 'bomMissing']);
  });

  it('given no file yet, then there are no hints: nothing is missing from an upload not begun', () => {
    expect(hintsLeavingStep(emptyDraft(), 1)).toEqual([]);
  });

  it('given Gerber files and a parts list only, then placement and job are hints', () => {
    expect(codes(hintsLeavingStep(readyDraft(), 1))).toEqual(['cplMissing', 'jobMissing']);
  });

  it('given Gerber files and a parts list, when leaving, then Next is allowed', () => {
    expect(problemsLeavingStep(readyDraft(), 1)).toEqual([]);
  });

  it('given placement and job files too, when leaving, then there are no hints', () => {
    const { draft } = withFiles(readyDraft(), [file('board-pos.csv', 'cplFile'), file('board-job.gbrjob', 'jobFile')]);
    expect(hintsLeavingStep(draft, 1)).toEqual([]);
  });
});

describe('leaving the stackup, components and placement', () => {
  it('given no stackup rows, when leaving the stackup, then it is refused', () => {
    expect(codes(problemsLeavingStep({ ...readyDraft(), stackup: [] }, 2))).toEqual(['stackupEmpty']);
  });

  it('given a board read with problems, when leaving the stackup, then it is refused until they are mended', () => {
    expect(codes(problemsLeavingStep(readyDraft(), 2, { boardProblemCount: 2 }))).toEqual(['boardProblems']);
    expect(problemsLeavingStep(readyDraft(), 2, { boardProblemCount: 0 })).toEqual([]);
  });

  it('given a board not read yet, when leaving the stackup, then Next is allowed and the server checks the board', () => {
    expect(problemsLeavingStep(readyDraft(), 2, {})).toEqual([]);
  });

  it('given an empty or missing parts list, when leaving the components, then it is refused with bomEmpty', () => {
    expect(codes(problemsLeavingStep({ ...readyDraft(), bom: { markers: null, components: [], edited: false } }, 3))).toEqual(['bomEmpty']);
    expect(codes(problemsLeavingStep({ ...readyDraft(), bom: null }, 3))).toEqual(['bomEmpty']);
    expect(problemsLeavingStep(readyDraft(), 3)).toEqual([]);
  });

  it('given a placement file without rows, when leaving the placement, then it is refused with cplEmpty', () => {
    const { draft } = withFiles(readyDraft(), [file('board-pos.csv', 'cplFile')]);
    expect(codes(problemsLeavingStep(draft, 4, { placementRowCount: 0 }))).toEqual(['cplEmpty']);
    expect(problemsLeavingStep(draft, 4, { placementRowCount: 12 })).toEqual([]);
  });

  it('given no placement file, when leaving the placement, then Next is allowed', () => {
    expect(problemsLeavingStep(readyDraft(), 4, { placementRowCount: 0 })).toEqual([]);
  });
});

describe('leaving production', () => {
  it('given complete details, when leaving, then Next is allowed', () => {
    expect(problemsLeavingStep(readyDraft(), 5)).toEqual([]);
  });

  it('given missing production details, when leaving, then each field is named', () => {
    const draft = { ...details({ projectName: ' ', pcbVersion: '', quantity: 0 }), shippingAddress: { ...address, city: '' } };
    const problems = problemsLeavingStep(draft, 5);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['projectNameMissing', 'projectName'],
      ['pcbVersionMissing', 'pcbVersion'],
      ['quantityTooSmall', 'quantity'],
      ['shippingAddressInvalid', 'shippingAddress.city'],
    ]);
    expect(problems[2].message).toBe('Quantity must be at least 1.');
  });

  it('given texts over their limits, when leaving, then the project name (100) and notes (2500) are too long', () => {
    const problems = problemsLeavingStep(details({ projectName: 'p'.repeat(101), notes: 'n'.repeat(2501) }), 5);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['projectNameTooLong', 'projectName'],
      ['notesTooLong', 'notes'],
    ]);
    expect(problemsLeavingStep(details({ projectName: 'p'.repeat(100), notes: 'n'.repeat(2500) }), 5)).toEqual([]);
  });

  it('given a separate billing address left empty, when leaving, then its fields are named', () => {
    const fields = problemsLeavingStep({ ...readyDraft(), sameAddress: false }, 5).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['billingAddress.recipient', 'billingAddress.country', 'billingAddress.city']));
  });

  it('given the same address for both, when leaving, then the billing address is not checked on its own', () => {
    expect(problemsLeavingStep({ ...readyDraft(), sameAddress: true }, 5)).toEqual([]);
  });
});

describe('leaving the manufacturers', () => {
  it('given no producer, when leaving, then it is refused; a white-label shop fixes its own', () => {
    expect(codes(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: [] }, 6))).toEqual(['noManufacturer']);
    expect(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: [] }, 6, { whiteLabelManufacturerId: 'w1' })).toEqual([]);
  });

  it('given four producers, when leaving, then it is refused with tooManyManufacturers', () => {
    expect(codes(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: ['m1', 'm2', 'm3', 'm4'] }, 6))).toEqual(['tooManyManufacturers']);
  });

  it('given one to three producers, when leaving, then Next is allowed', () => {
    expect(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: ['m1'] }, 6)).toEqual([]);
    expect(problemsLeavingStep({ ...readyDraft(), selectedManufacturers: ['m1', 'm2', 'm3'] }, 6)).toEqual([]);
  });

  it('given the summary, when leaving, then nothing is checked here', () => {
    expect(problemsLeavingStep(emptyDraft(), 7)).toEqual([]);
  });
});
