import type { BoardSpecification } from '@pcbm/domain/board/board-specification';
import { gerberJobJson } from '@pcbm/domain/board/gerber-job';
import { componentInputOf, toPricingProductionData } from '@pcbm/domain/draft/create-order-input';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { graphql } from '@pcbm/web-kit/graphql/graphql';

export const OrderPricing = graphql(`
  query OrderPricing($job: JSONObject!, $bom: [ComponentInput!]!, $productionData: PricingProductionDataInput!) {
    fetchOrderPricing(job: $job, bom: $bom, productionData: $productionData) {
      manufacturerId
      error
      priceRange { cost tolerance tax assemblyCost componentCost pcbCost shippingCost completionTime shippingTime }
    }
  }
`);

export const ProducerName = graphql(`
  query ProducerName($id: ID!) {
    fetchManufacturerPublicAttributes(id: $id) { id company { name } }
  }
`);

/** What instant pricing reads: the board the request will send (size, layers, thickness and finish), parts and production. */
export function pricingVariablesOf(draft: OrderDraft, whiteLabelManufacturerId: string | null, board: BoardSpecification) {
  return {
    job: gerberJobJson(board),
    bom: (draft.bom?.components ?? []).map(componentInputOf),
    productionData: toPricingProductionData(draft, { whiteLabelManufacturerId }),
  };
}
