import { address, emptyDraft, now, readyDraft } from './__fixtures__/drafts';
import { clearedDraft, setStep, stackupBuilt, withAddresses, withManufacturers, withRequestDetails } from './draft-transitions';

describe('draft transitions', () => {
  it('given a draft, when a step is set, then it is held within the seven steps', () => {
    expect(setStep(emptyDraft(), 3).step).toBe(3);
    expect(setStep(emptyDraft(), 9).step).toBe(7);
    expect(setStep(emptyDraft(), 0).step).toBe(1);
    expect(setStep(emptyDraft(), Number.NaN).step).toBe(1);
  });

  it('given changed board files, when the stackup is built, then the flag is cleared and the board recorded', () => {
    const draft = { ...readyDraft(), stackupChanged: true };
    const built = stackupBuilt(draft, { stackup: [{ type: 'copper', active: true }], board: { width: 50, height: 30 }, layerCount: 4 });
    expect(built).toMatchObject({ stackupChanged: false, board: { width: 50, height: 30 }, layerCount: 4, stackup: [{ type: 'copper' }] });
  });

  it('given an unknown layer count, when the stackup is built, then the default of two layers is kept', () => {
    expect(stackupBuilt(emptyDraft(), { stackup: [], board: null, layerCount: 0 }).layerCount).toBe(2);
    expect(stackupBuilt(emptyDraft(), { stackup: [], board: null, layerCount: 12 }).layerCount).toBe(8);
  });

  it('given a filled draft, when cleared, then it starts over at step 1 without files, tables or details', () => {
    const later = new Date('2026-05-02T10:00:00Z');
    const cleared = clearedDraft({ ...readyDraft(), step: 5 }, later);
    expect(cleared).toMatchObject({ id: 'd1', step: 1, files: [], bom: null, placement: null, stackup: [], selectedManufacturers: [], createdOn: later.toISOString() });
    expect(cleared.requestDetails.projectName).toBe('');
    expect(cleared.shippingAddress.city).toBe('');
  });

  it('given request details, when changed, then only the named ones change', () => {
    const draft = withRequestDetails(emptyDraft(), { quantity: 25, notes: 'Lead-free please' });
    expect(draft.requestDetails).toMatchObject({ quantity: 25, notes: 'Lead-free please', pcbVersion: 'V1', type: 'PROTOTYPE' });
  });

  it('given the same address for both, when addresses are set, then billing is a copy of shipping', () => {
    const other = { ...address, city: 'Hamburg', zipcode: '20095' };
    expect(withAddresses(emptyDraft(), address, other, true)).toMatchObject({ sameAddress: true, billingAddress: { city: 'Berlin' } });
    expect(withAddresses(emptyDraft(), address, other, false)).toMatchObject({ sameAddress: false, billingAddress: { city: 'Hamburg' } });
  });

  it('given up to three producers, when chosen, then they are kept once each', () => {
    expect(withManufacturers(emptyDraft(), ['m1', 'm2', 'm1'])).toEqual({ draft: expect.objectContaining({ selectedManufacturers: ['m1', 'm2'] }) });
  });

  it('given four producers, when chosen, then the choice is refused', () => {
    expect(withManufacturers(emptyDraft(), ['m1', 'm2', 'm3', 'm4'])).toEqual({ refused: { code: 'tooManyManufacturers', message: 'Please select at most 3 manufacturers.' } });
  });

  it('given a draft, when changed, then the original is left as it was', () => {
    const draft = emptyDraft();
    withRequestDetails(setStep(draft, 4), { quantity: 3 });
    expect(draft).toMatchObject({ step: 1, requestDetails: { quantity: 1 }, createdOn: now.toISOString() });
  });
});
