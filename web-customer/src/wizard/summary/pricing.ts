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

/** The board as a Gerber job (the sections instant pricing reads), from the draft's stackup and size. */
export function pricingJobOf(draft: OrderDraft): Record<string, unknown> {
  const thickness = draft.stackup.reduce((sum, row) => sum + (typeof row.thickness === 'number' && row.active ? row.thickness : 0), 0);
  return {
    GeneralSpecs: {
      ProjectId: { Name: draft.requestDetails.projectName || 'Project-1' },
      Size: { X: draft.board?.width ?? 0, Y: draft.board?.height ?? 0 },
      LayerNumber: draft.layerCount,
      BoardThickness: thickness > 0 ? Math.round(thickness * 100) / 100 : 1.6,
    },
    MaterialStackup: draft.stackup.filter((row) => row.active).map((row) => ({ Type: row.type, Name: row.name ?? row.label, Thickness: typeof row.thickness === 'number' ? row.thickness : undefined, Material: row.material, Color: row.color })),
  };
}

export function pricingVariablesOf(draft: OrderDraft, whiteLabelManufacturerId: string | null) {
  return {
    job: pricingJobOf(draft),
    bom: (draft.bom?.components ?? []).map(componentInputOf),
    productionData: toPricingProductionData(draft, { whiteLabelManufacturerId }),
  };
}
