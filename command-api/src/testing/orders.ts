import { kicadDesignFiles } from './design-files';
import { graphqlUpload, type GraphQLResponse } from './graphql-client';

/** Parts-list rows that go with the KiCad board. */
export const KICAD_BOM_ROWS = [
  { designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo' },
  { designators: ['C1'], quantity: 1, mpn: 'CL10B104KB8NNNC', manufacturer: 'Samsung Electro-Mechanics' },
];

/**
 * Sends createOrder as the wizard does: the request with the KiCad board's Gerber files, job,
 * placement list, original BOM and its rows. `selection` is what the answer selects.
 */
export function createOrderWithDesign<T = Record<string, unknown>>(url: string, order: Record<string, unknown>, token: string, selection = 'id orders { id manufacturerId }'): Promise<GraphQLResponse<T>> {
  const files = kicadDesignFiles();
  return graphqlUpload<T>(
    url,
    `mutation ($order: SuperOrderInput!, $pcb: Upload, $job: Upload, $placement: Upload, $originalBom: Upload, $bom: [ComponentInput!]) {
      createOrder(order: $order, pcb: $pcb, job: $job, placement: $placement, originalBom: $originalBom, bom: $bom) { ${selection} } }`,
    { order, pcb: null, job: null, placement: null, originalBom: null, bom: KICAD_BOM_ROWS },
    { 'variables.pcb': files.pcb, 'variables.job': files.job, 'variables.placement': files.placement, 'variables.originalBom': files.originalBom },
    token,
  );
}
