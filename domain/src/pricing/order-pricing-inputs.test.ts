import { parseGerberJob } from '../board/gerber-job';
import { DomainError } from '../errors';
import { assertBomPriceable, assertPricingRequestComplete, orderPricingVariables, pricingProductionDataSchema, sourcedMpns, type PricingComponent } from './order-pricing-inputs';

const ADDRESS = { recipient: 'A GmbH', country: 'DE', addressLine1: 'Weg 1', zipcode: '10115', city: 'Berlin' };
const production = (values: object = {}) => pricingProductionDataSchema.parse({ manufacturers: ['m1'], quantity: 10, type: 'PROTOTYPE', shippingAddress: ADDRESS, billingAddress: ADDRESS, ...values });
const job = parseGerberJob(JSON.stringify({ GeneralSpecs: { Size: { X: 80, Y: 50 }, BoardThickness: 1.6, Finish: 'HAL SnPb' }, MaterialStackup: [{ Type: 'Copper' }, { Type: 'Dielectric' }, { Type: 'Copper' }] }));
const bom: PricingComponent[] = [
  { designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603', mount: 'SMT' },
  { designators: ['J1'], quantity: 1, mpn: 'PJ-002', mount: 'THT', pinCount: 3 },
  { designators: ['TP1'], quantity: 1, doNotPlace: true },
  { designators: ['U1'], quantity: 1, mpn: 'MCU-1', provided: true, mount: 'SMT' },
];
const problemsOf = (act: () => void) => {
  try {
    act();
  } catch (error) {
    return error instanceof DomainError ? error.details?.problems : error;
  }
  return [];
};

describe('order pricing inputs', () => {
  test('given a job and a BOM with mounts, then size in cm², layers from the stackup, part counts per board and sourcing cost from known prices', () => {
    const variables = orderPricingVariables(job, bom, production(), new Map([['RC0603', 0.01], ['MCU-1', 5]]));
    expect(variables).toEqual({
      pcbQuantity: 10, pcbPerPanel: 1, partSourcingCost: 0.2, pcbProvided: 0, pcbSize: 40, pcbLayers: 2, boardThickness: 1.6, finish: 0,
      smtPartCount: 3, thtPartCount: 1, thtPinCount: 3,
    });
  });

  test('given rows without mount, then part counts come from productionData', () => {
    const rows = bom.map(({ mount: _mount, ...row }) => row);
    expect(orderPricingVariables(job, rows, production({ smtPartCount: 7, thtPartCount: 2, thtPinCount: 9, isPanel: true, pcbPerPanel: 4 }), new Map())).toMatchObject({ smtPartCount: 7, thtPartCount: 2, thtPinCount: 9, pcbPerPanel: 4 });
  });

  test('given alternatives or a missing MPN on a part to source, then the price cannot be calculated', () => {
    expect(problemsOf(() => assertBomPriceable(bom))).toEqual([]);
    expect(problemsOf(() => assertBomPriceable([...bom, { designators: ['C1'], quantity: 1, mpn: 'C1', alternativeMpns: ['C1-ALT'] }, { designators: ['C2'], quantity: 1, mpn: ' ' }]))).toEqual([
      'alternative components for C1',
      'missing MPN for C2',
    ]);
    expect(sourcedMpns(bom)).toEqual(['RC0603', 'PJ-002']);
  });

  test('given no producer, addresses or order type, then it says which is not set', () => {
    expect(problemsOf(() => assertPricingRequestComplete(production(), true))).toEqual([]);
    expect(problemsOf(() => assertPricingRequestComplete(production({ shippingAddress: undefined, billingAddress: undefined, type: undefined }), false))).toEqual([
      'manufacturer not set',
      'addresses not set',
      'order type not set',
    ]);
    expect(problemsOf(() => assertPricingRequestComplete(production({ billingAddress: undefined }), true))).toEqual(['billing address not set']);
  });
});
