import { address, readyDraft } from './__fixtures__/drafts';
import { isPricingReady, toPricingProductionData } from './pricing-production-data';

describe('the production data of instant pricing', () => {
  it('given a ready draft, when priced, then producers, quantity, type, addresses and part counts are given', () => {
    expect(toPricingProductionData(readyDraft())).toEqual({
      manufacturers: ['m1', 'm2'],
      isPanel: false,
      pcbProvidedByCustomer: false,
      quantity: 1,
      type: 'PROTOTYPE',
      shippingAddress: { recipient: 'Clara Kunde', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' },
      billingAddress: { recipient: 'Clara Kunde', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' },
      smtPartCount: 2,
      thtPartCount: 0,
    });
    expect(isPricingReady(readyDraft())).toBe(true);
  });

  it('given an incomplete address, when priced, then the address is left out and no price can be asked', () => {
    const draft = { ...readyDraft(), shippingAddress: { ...address, zipcode: '' } };
    expect(toPricingProductionData(draft)).not.toHaveProperty('shippingAddress');
    expect(isPricingReady(draft)).toBe(false);
  });

  it('given a white-label shop, when priced, then its producer is priced even when none was chosen', () => {
    const draft = { ...readyDraft(), selectedManufacturers: [] };
    expect(toPricingProductionData(draft, { whiteLabelManufacturerId: 'w1', whiteLabelShopId: 's1' })).toMatchObject({ manufacturers: ['w1'], fromWhitelabel: 's1' });
    expect(isPricingReady(draft)).toBe(false);
    expect(isPricingReady(draft, { whiteLabelManufacturerId: 'w1' })).toBe(true);
  });
});
