import { graphql } from '@pcbm/web-kit/graphql/graphql';

export const CreateOrder = graphql(`
  mutation CreateOrder(
    $order: SuperOrderInput!
    $bom: [ComponentInput!]
    $pcb: Upload
    $job: Upload
    $originalJob: Upload
    $placement: Upload
    $originalBom: Upload
    $preview: Upload
    $additionalFiles: [Upload!]
  ) {
    createOrder(order: $order, bom: $bom, pcb: $pcb, job: $job, originalJob: $originalJob, placement: $placement, originalBom: $originalBom, preview: $preview, additionalFiles: $additionalFiles) {
      id
      name
      createdOn
      orders { id manufacturerId status }
    }
  }
`);
