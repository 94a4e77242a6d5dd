import { graphql, type ResultOf, type VariablesOf } from '@pcbm/web-kit/graphql/graphql';

/** A producer's instant pricing setup; the API key itself is never answered, only whether one is set. */
export const OrderPricingFields = graphql(`
  fragment AdminOrderPricingFields on OrderPricing @_unmask {
    market { mode supportsPricing }
    whitelabel { mode supportsPricing }
    external { url apiKeySet }
    formula {
      formulaId
      file { id updatedOn current { id filename } }
      formulas { name description calculation }
    }
  }
`);

export const ProducerPricingQuery = graphql(
  `
  query AdminProducerPricing($id: ID!) {
    fetchManufacturerBaseAttributedWithPricing(id: $id) {
      id
      company { id name }
      orderPricing { ...AdminOrderPricingFields }
    }
  }
`,
  [OrderPricingFields],
);

/** The setups of a page of producers at once, in the order asked. */
export const ProducersPricingQuery = graphql(
  `
  query AdminProducersPricing($ids: [ID!]!) {
    adminGetManufacturersWithPricing(ids: $ids) {
      id
      company { id name }
      orderPricing { ...AdminOrderPricingFields }
    }
  }
`,
  [OrderPricingFields],
);

/** Changes the modes and the pricing server and, with a file, the formulas. */
export const SetPricingMutation = graphql(
  `
  mutation AdminSetPricing($manufacturerId: ID!, $pricing: OrderPricingInput!, $pricingFormula: Upload) {
    setManufacturerPricing(manufacturerId: $manufacturerId, pricing: $pricing, pricingFormula: $pricingFormula) { ...AdminOrderPricingFields }
  }
`,
  [OrderPricingFields],
);

export type OrderPricing = ResultOf<typeof OrderPricingFields>;
export type PricingMode = OrderPricing['market']['mode'];
export type OrderPricingInput = VariablesOf<typeof SetPricingMutation>['pricing'];

/** One row of the pricing list: a producer (by its id) with its setup. */
export interface ProducerPricing {
  readonly id: string;
  readonly producer: string;
  readonly orderPricing: OrderPricing;
}
