import { graphql, type ResultOf, type VariablesOf } from '@pcbm/web-kit/graphql/graphql';

/** The setup as its producer sees it; the API key itself is never sent back. */
const OrderPricingFields = graphql(`
  fragment OrderPricingFields on OrderPricing @_unmask {
    market { mode supportsPricing }
    whitelabel { mode supportsPricing }
    external { url apiKeySet }
    formula { formulaId formulas { name description calculation } }
  }
`);

export const ProducerPricingQuery = graphql(
  `
    query ProducerPricing($id: ID!) {
      fetchManufacturerBaseAttributedWithPricing(id: $id) {
        id
        orderPricing { ...OrderPricingFields }
      }
    }
  `,
  [OrderPricingFields],
);

/** Changes the modes, the pricing server and, with a file, the formulas. */
export const SetPricingMutation = graphql(
  `
    mutation SetPricing($manufacturerId: ID!, $pricing: OrderPricingInput!, $pricingFormula: Upload) {
      setManufacturerPricing(manufacturerId: $manufacturerId, pricing: $pricing, pricingFormula: $pricingFormula) { ...OrderPricingFields }
    }
  `,
  [OrderPricingFields],
);

export type OrderPricing = ResultOf<typeof OrderPricingFields>;
export type PricingMode = OrderPricing['market']['mode'];
export type SetPricingVariables = VariablesOf<typeof SetPricingMutation>;
