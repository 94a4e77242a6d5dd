import { emptyDraft } from './__fixtures__/drafts';
import { orderDraftSchema } from './order-draft';

describe('the order draft', () => {
  it('given a new draft, when created, then it has the spec defaults', () => {
    expect(emptyDraft()).toMatchObject({
      step: 1,
      files: [],
      sameAddress: true,
      stackupChanged: false,
      layerCount: 2,
      requestDetails: { pcbVersion: 'V1', quantity: 1, type: 'PROTOTYPE', quantityIsOverproduction: true, separateBoard: true, isPanel: false, pcbProvidedByCustomer: false, certificates: [], requestedBulkPrices: [] },
    });
  });

  it('given a stored draft, when read back through JSON, then it is the same', () => {
    const draft = emptyDraft();
    expect(orderDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('given a blind drill file and its stackup row, when the draft is read back, then both keep the copper layers it joins', () => {
    const layer = { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } };
    const draft = {
      ...emptyDraft(),
      files: [{ name: 'b-1-2.drl', size: 120, use: 'pcbFile' as const, assigned: false, layer }],
      stackup: [{ type: 'blindDrill', name: 'Blind drill L1-L2', layer, fileName: 'b-1-2.drl', active: true }],
    };
    const read = orderDraftSchema.parse(JSON.parse(JSON.stringify(draft)));
    expect(read.files[0].layer).toEqual(layer);
    expect(read.stackup[0].layer).toEqual(layer);
  });

  it('given a stored draft of an older shape, when read, then it is refused', () => {
    expect(orderDraftSchema.safeParse({ id: 'd1', step: 1, pcbFiles: [] }).success).toBe(false);
    expect(orderDraftSchema.safeParse({ ...emptyDraft(), step: 12 }).success).toBe(false);
  });
});
