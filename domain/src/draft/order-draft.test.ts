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

  it('given a stored draft of an older shape, when read, then it is refused', () => {
    expect(orderDraftSchema.safeParse({ id: 'd1', step: 1, pcbFiles: [] }).success).toBe(false);
    expect(orderDraftSchema.safeParse({ ...emptyDraft(), step: 12 }).success).toBe(false);
  });
});
