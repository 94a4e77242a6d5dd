import { address, component, readyDraft } from './__fixtures__/drafts';
import { toCreateOrderInput } from './create-order-input';
import type { OrderDraft } from './order-draft';

function orderOf(draft: OrderDraft, context = {}) {
  const input = toCreateOrderInput(draft, context);
  if ('problems' in input) throw new Error(JSON.stringify(input.problems));
  return input;
}

describe('the createOrder input of a draft', () => {
  it('given a ready draft, when turned into input, then the request and the parts list come out with the same address twice', () => {
    const input = orderOf(readyDraft());
    expect(input.order).toMatchObject({ name: 'board', manufacturers: ['m1', 'm2'], pcbVersion: 'V1', quantity: 1, type: 'PROTOTYPE', smtPartCount: 2, thtPartCount: 0 });
    expect(input.order.shippingAddress).toEqual({ recipient: 'Clara Kunde', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' });
    expect(input.order.billingAddress).toEqual(input.order.shippingAddress);
    expect(input.bom).toEqual([
      { designators: ['R1'], quantity: 1, mpn: 'MPN-R1', manufacturer: 'Yageo', alternativeMpns: [], description: '0603 10k', generic: false, doNotPlace: false, provided: false, mount: 'SMT' },
      expect.objectContaining({ designators: ['R2'] }),
    ]);
  });

  it('given request details, when turned into input, then they carry the API names', () => {
    const draft = readyDraft();
    const input = orderOf({
      ...draft,
      requestDetails: { ...draft.requestDetails, certificates: ['ISO9001'], requestedBulkPrices: [500, -1, 100], notes: ' Lead-free ', ipcClass: 'CLASS2', asCompany: 'c1' },
    });
    expect(input.order).toMatchObject({ requiredCertificates: ['ISO9001'], bulkPrices: [100, 500], additionalNotes: 'Lead-free', ipcClass: 'CLASS2', asCompany: 'c1' });
  });

  it('given a separate billing address with an id and a tax number, when turned into input, then both are kept', () => {
    const billing = { ...address, id: 'a7', city: 'Hamburg', companyTaxNumber: 'DE123456789' };
    const input = orderOf({ ...readyDraft(), sameAddress: false, billingAddress: billing });
    expect(input.order.billingAddress).toMatchObject({ id: 'a7', city: 'Hamburg', companyTaxNumber: 'DE123456789' });
    expect(input.order.shippingAddress).not.toHaveProperty('id');
  });

  it('given a white-label shop, when turned into input, then its producer is asked and the shop named', () => {
    const input = orderOf({ ...readyDraft(), selectedManufacturers: [] }, { whiteLabelManufacturerId: 'w1', whiteLabelShopId: 's1' });
    expect(input.order).toMatchObject({ manufacturers: ['w1'], fromWhitelabel: 's1' });
  });

  it('given SMT, THT and unplaced parts, when counted, then THT and SMT are counted apart and unplaced parts left out', () => {
    const draft = readyDraft();
    const components = [component('R1', { quantity: 2 }), component('J1', { mount: 'THT' }), component('TP1', { doNotPlace: true })];
    expect(orderOf({ ...draft, bom: { markers: null, components, edited: true } }).order).toMatchObject({ smtPartCount: 2, thtPartCount: 1 });
  });

  it('given parts of unknown mount, when counted, then no part counts are sent', () => {
    const draft = readyDraft();
    const order = orderOf({ ...draft, bom: { markers: null, components: [component('R1', { mount: undefined })], edited: false } }).order;
    expect(order.smtPartCount).toBeUndefined();
    expect(order.thtPartCount).toBeUndefined();
  });

  it('given a draft without parts, when turned into input, then it is refused for the missing component table', () => {
    expect(toCreateOrderInput({ ...readyDraft(), bom: null })).toEqual({ problems: [{ code: 'bomEmpty', message: 'no component table' }] });
  });

  it('given no address, when turned into input, then it is refused as not set', () => {
    const blank = { ...address, recipient: '', country: '', addressLine1: '', zipcode: '', city: '' };
    expect(toCreateOrderInput({ ...readyDraft(), shippingAddress: blank })).toEqual({ problems: [expect.objectContaining({ code: 'addressNotSet', message: 'address not set' })] });
    expect(toCreateOrderInput({ ...readyDraft(), shippingAddress: blank, billingAddress: blank, sameAddress: false })).toEqual({
      problems: [{ code: 'addressesNotSet', message: 'addresses not set' }],
    });
  });

  it('given invalid details, when turned into input, then the problems name the draft fields', () => {
    const draft = readyDraft();
    const result = toCreateOrderInput({ ...draft, selectedManufacturers: [], requestDetails: { ...draft.requestDetails, projectName: '' }, shippingAddress: { ...address, city: '' } });
    expect(result).toEqual({
      problems: expect.arrayContaining([
        expect.objectContaining({ code: 'orderInvalid', field: 'projectName' }),
        expect.objectContaining({ code: 'orderInvalid', field: 'selectedManufacturers', message: 'Please select at least one manufacturer.' }),
        expect.objectContaining({ code: 'orderInvalid', field: 'shippingAddress.city' }),
      ]),
    });
  });
});
