import {
  assertBomPriceable,
  assertPricingRequestComplete,
  ErrorCode,
  GerberJobError,
  orderPricingVariables,
  readSentGerberJob,
  pricingBomSchema,
  pricingProductionDataSchema,
  pricingReport,
  pricingSetupInputSchema,
  pricingTestInputSchema,
  pricingVariablesOf,
  sourcedMpns,
  type Actor,
  type PricingSetup,
} from '@pcbm/domain';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { existingManufacturerIds, manufacturerExists, manufacturerOfShop, manufacturerOfShopAt, manufacturerProfiles } from '@pcbm/projections/queries';
import { priceOrder } from '../../application/order-pricing';
import { changePricingSetup, readFormulaUpload } from '../../application/pricing-setup-change';
import { loadPricingSetup } from '../../application/pricing-setups';
import { readUploads } from '../../application/uploads';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ComponentInput } from '../inputs/super-order-input';
import {
  ManufacturerPriceRangeType,
  ManufacturerWithPricingType,
  OrderPricingInput,
  OrderPricingType,
  PricingProductionDataInput,
  PricingReportFileType,
  PricingTestInput,
} from '../types/pricing-types';
import { UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';
import { toVersionedFileView } from './file-view';
import { manufacturerView, manufacturerViewOf } from './manufacturer-resolver';

/** The most producers one call of the admin's pricing list reads: a page of the console holds at most 100 rows. */
const MAX_PRICING_PAGE = 100;

const mayManage = (actor: Actor, manufacturerId: string) => actor.isAdmin || actor.manufacturerIds.includes(manufacturerId);

async function requireManufacturer(context: GraphQLContext, manufacturerId: string): Promise<Actor> {
  const actor = requireActor(context);
  if (!mayManage(actor, manufacturerId)) refuse(ErrorCode.USER_NOT_IN_PRODUCER_COMPANY, "Only the producer's members or an admin may see or change its pricing.");
  if (!(await manufacturerExists(context.services.db, manufacturerId))) refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
  return actor;
}

/** The setup as its producer sees it: never the API key. */
async function orderPricingView(context: GraphQLContext, setup: PricingSetup | null): Promise<OrderPricingType> {
  const scope = (mode: PricingSetup['marketplace']) => ({
    mode,
    supportsPricing: (mode === 'FORMULA' && (setup?.formulas?.length ?? 0) > 0) || (mode === 'EXTERNAL' && setup?.external != null),
  });
  const file = setup?.formulaFile ? await context.services.files.versions(setup.formulaFile.versionedFileId) : null;
  return {
    market: scope(setup?.marketplace ?? 'DISABLED'),
    whitelabel: scope(setup?.whitelabel ?? 'DISABLED'),
    external: setup?.external ? { url: setup.external.url, apiKeySet: setup.external.apiKey !== '' } : null,
    formula: setup?.formulaFile
      ? {
          formulaId: setup.formulaFile.versionedFileId,
          file: file ? toVersionedFileView(file) : null,
          formulas: (setup.formulas ?? []).map((f) => ({ name: f.name, description: f.description ?? null, calculation: f.calculation })),
        }
      : null,
  };
}

/** The producers an order is priced for, and in which scope: the white-label shop's producer, or the chosen ones. */
async function producersOf(context: GraphQLContext, manufacturers: readonly string[], fromWhitelabel: string | undefined) {
  const { db } = context.services;
  const shopManufacturer = fromWhitelabel
    ? await manufacturerOfShop(db, fromWhitelabel)
    : await manufacturerOfShopAt(db, context.host.toLowerCase().replace(/:\d+$/, ''));
  if (fromWhitelabel && !shopManufacturer) refuse(ErrorCode.INVALID_INPUT, 'The white-label shop was not found.');
  if (shopManufacturer) return { ids: [shopManufacturer], scope: 'whitelabel' as const };
  const existing = await existingManufacturerIds(db, manufacturers);
  if (existing.length !== manufacturers.length) refuse(ErrorCode.NOT_ALL_MANUFACTURERS_FOUND, 'Not every selected manufacturer exists.');
  return { ids: [...manufacturers], scope: 'marketplace' as const };
}

@Resolver()
export class PricingResolver {
  @Mutation(() => OrderPricingType, { description: "Changes a producer's instant pricing setup, optionally with a new formula file (its members and admins)." })
  async setManufacturerPricing(
    @Ctx() context: GraphQLContext,
    @Arg('manufacturerId', () => ID) manufacturerId: string,
    @Arg('pricing', () => OrderPricingInput) pricing: OrderPricingInput,
    @Arg('pricingFormula', () => UploadScalar, { nullable: true }) pricingFormula: File | null,
  ): Promise<OrderPricingType> {
    const actor = await requireManufacturer(context, manufacturerId);
    const input = validated(pricingSetupInputSchema, { marketplace: pricing.market, whitelabel: pricing.whitelabel, externalUrl: pricing.externalUrl, externalApiKey: pricing.externalApiKey });
    const upload = pricingFormula ? await readFormulaUpload(pricingFormula, manufacturerId) : null;
    const setup = await changePricingSetup(context.services, { correlationId: context.requestId, command: 'SetManufacturerPricing', actor }, manufacturerId, input, upload);
    return orderPricingView(context, setup);
  }

  @Query(() => ManufacturerWithPricingType, { description: 'A producer with its instant pricing setup (its members and admins).' })
  async fetchManufacturerBaseAttributedWithPricing(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ManufacturerWithPricingType> {
    await requireManufacturer(context, id);
    const manufacturer = (await manufacturerView(context, id)) ?? refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
    return { ...manufacturer, orderPricing: await orderPricingView(context, await loadPricingSetup(context.services.store, id)) };
  }

  @Query(() => [ManufacturerWithPricingType], {
    description: 'Several producers with their instant pricing setups, in the order asked; ids that are no producer are left out (admins only, at most 100).',
  })
  async adminGetManufacturersWithPricing(@Ctx() context: GraphQLContext, @Arg('ids', () => [ID]) ids: string[]): Promise<ManufacturerWithPricingType[]> {
    requireActor(context);
    const asked = [...new Set(ids)];
    if (asked.length > MAX_PRICING_PAGE) refuse(ErrorCode.INVALID_INPUT, `Ask for at most ${MAX_PRICING_PAGE} producers at once.`);
    const profiles = new Map((await manufacturerProfiles(context.services.db, asked)).map((row) => [row.id, row]));
    const found = asked.flatMap((id) => {
      const row = profiles.get(id);
      return row ? [row] : [];
    });
    return Promise.all(found.map(async (row) => ({ ...manufacturerViewOf(row), orderPricing: await orderPricingView(context, await loadPricingSetup(context.services.store, row.id)) })));
  }

  @Query(() => PricingReportFileType, { description: 'Tries a formula file with test inputs; answers a JSON report of each value, or the validation problems.' })
  async fetchDebugManufacturerOrderPricing(
    @Ctx() context: GraphQLContext,
    @Arg('pricingFormula', () => UploadScalar) pricingFormula: File,
    @Arg('input', () => PricingTestInput, { nullable: true }) input: PricingTestInput | null,
  ): Promise<PricingReportFileType> {
    const actor = requireActor(context);
    const variables = pricingVariablesOf(validated(pricingTestInputSchema, Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v != null))));
    const [file] = await readUploads([{ kind: 'pricing_formula', file: pricingFormula }], actor.manufacturerIds[0] ?? actor.userId);
    const report = pricingReport(file.bytes, variables);
    return { filename: 'pricing-report.json', mediaType: 'application/json', data: Buffer.from(JSON.stringify(report, null, 2)).toString('base64') };
  }

  @Query(() => [ManufacturerPriceRangeType], { description: "Instant prices of the order's producers that offer them, from the job, the parts list and the order fields." })
  async fetchOrderPricing(
    @Ctx() context: GraphQLContext,
    @Arg('job', () => GraphQLJSONObject, { description: 'The Gerber job (board specification) as JSON.' }) job: Record<string, unknown>,
    @Arg('bom', () => [ComponentInput]) bom: ComponentInput[],
    @Arg('productionData', () => PricingProductionDataInput) productionData: PricingProductionDataInput,
  ): Promise<ManufacturerPriceRangeType[]> {
    const production = validated(pricingProductionDataSchema, Object.fromEntries(Object.entries(productionData).filter(([, v]) => v != null)));
    const rows = validated(pricingBomSchema, bom);
    const producers = await producersOf(context, production.manufacturers, production.fromWhitelabel);
    assertPricingRequestComplete(production, producers.ids.length > 0);
    assertBomPriceable(rows);
    let specification;
    try {
      specification = readSentGerberJob(JSON.stringify(job));
    } catch (error) {
      if (error instanceof GerberJobError) refuse(ErrorCode.INVALID_INPUT, error.message, { problems: [{ field: 'job', message: error.message }] });
      throw error;
    }
    const prices = await context.services.partPrices(sourcedMpns(rows));
    const inputs = orderPricingVariables(specification, rows, production, prices);
    return priceOrder(context.services.store, producers.ids, producers.scope, production.type!, inputs);
  }
}
