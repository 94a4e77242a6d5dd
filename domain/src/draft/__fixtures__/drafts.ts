import { withFiles, type NewDraftFileEntry } from '../draft-files';
import { newOrderDraft, type DraftAddress, type DraftComponent, type DraftFile, type OrderDraft } from '../order-draft';

export const now = new Date('2026-05-01T10:00:00Z');

export const emptyDraft = (): OrderDraft => newOrderDraft('d1', now);

export const file = (name: string, use: DraftFile['use'], layer?: DraftFile['layer']): NewDraftFileEntry => ({ name, size: 10, use, ...(layer ? { layer } : {}) });

export const component = (designator: string, change: Partial<DraftComponent> = {}): DraftComponent => ({
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
  ...change,
});

export const address: DraftAddress = {
  id: '',
  recipient: 'Clara Kunde',
  country: 'DE',
  addressLine1: 'Invalidenstraße 10',
  addressLine2: '',
  zipcode: '10115',
  city: 'Berlin',
  companyTaxNumber: '',
};

/** A draft ready to be sent: board files, a parts list of two resistors, an address and two producers. */
export function readyDraft(): OrderDraft {
  const { draft } = withFiles(emptyDraft(), [file('board-F_Cu.gtl', 'pcbFile'), file('board-bom.csv', 'bomFile')]);
  return {
    ...draft,
    stackup: [{ type: 'copper', active: true }],
    bom: { markers: null, components: [component('R1'), component('R2')], edited: false },
    shippingAddress: address,
    selectedManufacturers: ['m1', 'm2'],
  };
}
