import { DEMO_COMPANIES } from './demo-seed';
import type { Services } from '../graphql/context';
import { changePricingSetup, readFormulaUpload } from './pricing-setup-change';
import { loadPricingSetup } from './pricing-setups';

/** Formulas of the demo producers that price instantly, so that a visitor can compare prices. */
const DEMO_FORMULAS = [
  {
    manufacturerId: DEMO_COMPANIES[1].manufacturerId!,
    formulas: [
      { name: 'pcbCost', description: 'Bare boards', calculation: 'pcbCost = max(45, pcbSize * pcbLayers * 0.06 * pcbQuantity)' },
      { name: 'assemblyCost', description: 'Assembly', calculation: 'assemblyCost = 60 + (smtPartCount * 0.05 + thtPinCount * 0.12) * pcbQuantity' },
      { name: 'shippingCost', calculation: 'shippingCost = 12' },
      { name: 'cost', calculation: 'cost = pcbCost + assemblyCost + partSourcingCost + shippingCost' },
      { name: 'completionTime', calculation: 'completionTime = 6 + ceil(pcbQuantity / 100)' },
      { name: 'shippingTime', calculation: 'shippingTime = 2' },
    ],
  },
  {
    manufacturerId: DEMO_COMPANIES[3].manufacturerId!,
    formulas: [
      { name: 'pcbCost', description: 'Bare boards', calculation: 'pcbCost = max(80, pcbSize * pcbLayers * 0.08 * pcbQuantity)' },
      { name: 'assemblyCost', description: 'Assembly', calculation: 'assemblyCost = 150 + (smtPartCount * 0.07 + thtPinCount * 0.15) * pcbQuantity' },
      { name: 'shippingCost', calculation: 'shippingCost = 25' },
      { name: 'cost', calculation: 'cost = pcbCost + assemblyCost + partSourcingCost + shippingCost' },
      { name: 'completionTime', calculation: 'completionTime = 4 + ceil(pcbQuantity / 50)' },
      { name: 'shippingTime', calculation: 'shippingTime = 3' },
    ],
  },
];

/**
 * Gives two demo producers instant pricing by formula on the marketplace, once: a producer whose
 * pricing was ever set up is left as it is.
 */
export async function seedDemoPricing(services: Services): Promise<void> {
  for (const demo of DEMO_FORMULAS) {
    if (await loadPricingSetup(services.store, demo.manufacturerId)) continue;
    const file = new File([JSON.stringify({ formulas: demo.formulas })], 'demo-pricing.json', { type: 'application/json' });
    const upload = await readFormulaUpload(file, demo.manufacturerId);
    await changePricingSetup(services, { correlationId: 'demo-seed', command: 'SeedDemoPricing', actor: null }, demo.manufacturerId, { marketplace: 'FORMULA' }, upload);
  }
}
