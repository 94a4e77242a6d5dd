import type { RequestDetails } from '@pcbm/web-kit/requests/order-queries';

const version = (name: string, path: string) => ({ id: `f-${name}`, filename: name, path, size: 10, mediaType: 'application/octet-stream' });
/** A versioned file; `earlier` names the older versions, newest first. */
export const file = (name: string, path = `/files/${name}`, earlier: readonly string[] = []) => ({ id: `v-${name}`, current: version(name, path), history: earlier.map((older) => version(older, `/files/${older}`)) });
const address = { recipient: 'Ada Lovelace', addressLine1: 'Hauptstraße 1', addressLine2: null, zipcode: '80331', city: 'München', country: 'DE', companyTaxNumber: null };

/** An order of a request as RequestDetailsQuery answers it, with the fields the re-add dialog reads. */
export function testOrder(id: string, manufacturerId: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    superOrderId: 'so-1',
    name: 'Sensor board',
    status,
    manufacturerId,
    manufacturer: { id: manufacturerId, company: { id: `c-${manufacturerId}`, name: `Producer ${manufacturerId}` } },
    type: 'PROTOTYPE',
    quantity: 25,
    quantityIsOverproduction: true,
    pcbVersion: 'V2',
    ipcClass: 'CLASS2',
    isPanel: false,
    separateBoard: true,
    pcbProvidedByCustomer: false,
    requiredOperations: ['AOI2D'],
    optionalOperations: [],
    requiredCertificates: [],
    bulkPrices: [100],
    additionalNotes: 'Lead-free, please.',
    smtPartCount: 40,
    thtPartCount: 2,
    thtPinCount: 8,
    shippingAddress: address,
    billingAddress: address,
    pcb: file('Sensor_Gerber.zip'),
    job: file('sensor.gbrjob'),
    bom: file('BOM.json'),
    placement: file('sensor-pos.csv'),
    preview: file('preview.png'),
    originalBom: file('sensor-bom.csv'),
    originalPlacement: file('sensor-pos.csv'),
    additionalFiles: [file('quote-notes.pdf')],
    ...overrides,
  };
}

/** A request that went to producers m1 (still waiting) and m2 (cancelled). */
export function testRequest(overrides: Record<string, unknown> = {}): RequestDetails {
  return {
    id: 'so-1',
    name: 'Sensor board',
    createdOn: '2026-01-01T00:00:00Z',
    updatedOn: '2026-01-02T00:00:00Z',
    fromWhitelabelId: null,
    asCompany: null,
    placedBy: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
    orders: [testOrder('o-1', 'm1', 'WAITING_FOR_QUOTE'), testOrder('o-2', 'm2', 'CANCELED_BY_PRODUCER')],
    ...overrides,
  } as unknown as RequestDetails;
}
