import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  shopCreationInputSchema,
  shopStreamId,
  shopUpdateInputSchema,
  siteModeOf,
  superOrderInputSchema,
  type DomainEvent,
} from '@pcbm/domain';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { appendDecision } from '../../application/append-decision';
import { keysetPage } from '../../application/keyset-page';
import { connectionOf } from '../types/connection-factory';
import { reencodedUpload } from '../../application/images';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { SiteInfoType, ShopInput, ShopUpdateInput, WhiteLabelShopType } from '../types/shop-types';
import { UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';
import { manufacturerView } from './manufacturer-resolver';
import { READ_MODELS } from '@pcbm/projections';

interface ShopRow {
  id: string;
  hostname: string;
  manufacturer_id: string;
  authentication_client: string;
  css_displaying_hints: unknown;
  supported_services: unknown;
  legal_attributes: unknown;
  logo_file_id: string | null;
}

const ShopConnection = connectionOf(WhiteLabelShopType, 'WhiteLabelShop');

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const exists = (state: boolean | null, event: DomainEvent) => state || event.type === 'ShopCreated';

async function shopView(context: GraphQLContext, row: ShopRow | undefined): Promise<WhiteLabelShopType | null> {
  if (!row) return null;
  const manufacturer = await manufacturerView(context, row.manufacturer_id);
  return {
    id: row.id,
    hostname: row.hostname,
    name: manufacturer?.company.name ?? '',
    manufacturerId: row.manufacturer_id,
    producerId: row.manufacturer_id,
    isWhiteLabel: true,
    authenticationClient: row.authentication_client,
    cssDisplayingHints: parsed(row.css_displaying_hints),
    supportedServices: parsed(row.supported_services),
    legalAttributes: parsed(row.legal_attributes),
    logo: { path: row.logo_file_id ? `/shops/${row.id}/logo` : null },
    manufacturer,
  };
}

async function shopByHostname(context: GraphQLContext, hostname: string): Promise<WhiteLabelShopType | null> {
  const { rows } = await context.services.db.query<ShopRow>('select * from shops where hostname = $1', [hostname.toLowerCase().replace(/:\d+$/, '')]);
  return shopView(context, rows[0]);
}

/** The address of the demo order a new shop gets. */
const DEMO_ADDRESS = { recipient: 'Demo Kunde', country: 'DE', addressLine1: 'Musterstraße 1', zipcode: '10115', city: 'Berlin' };

@Resolver()
export class ShopResolver {
  @Query(() => WhiteLabelShopType, { nullable: true, description: 'The white-label shop of a hostname (the request\'s own when none is given), or null.' })
  getWhiteLabelShopInfo(@Ctx() context: GraphQLContext, @Arg('hostname', () => String, { nullable: true }) hostname: string | null) {
    return shopByHostname(context, hostname ?? context.host);
  }

  @Query(() => SiteInfoType, { description: 'What a hostname serves: marketplace, manufacturer dashboard, BOM formatter or a white-label shop.' })
  async siteMode(@Ctx() context: GraphQLContext, @Arg('hostname', () => String, { nullable: true }) hostname: string | null): Promise<SiteInfoType> {
    const host = hostname ?? context.host;
    const mode = siteModeOf(host, context.services.siteHosts);
    return { mode, shop: mode === 'WHITELABEL' ? await shopByHostname(context, host) : null };
  }

  @Query(() => ShopConnection, { description: 'Every white-label shop, newest first (admins only).' })
  async adminGetAllWhitelabelShops(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ) {
    const page = await keysetPage<ShopRow & { created_on: string }>(context.services.db, 'shops s', 'true', [], { first, last, before, after });
    const edges = await Promise.all(page.edges.map(async (edge) => ({ cursor: edge.cursor, node: (await shopView(context, edge.node))! })));
    return { ...page, edges };
  }

  @Mutation(() => ID, { description: 'Creates a white-label shop for a producer, by default with a demo order (admins only).' })
  async createShop(
    @Ctx() context: GraphQLContext,
    @Arg('shop', () => ShopInput) input: ShopInput,
    @Arg('logo', () => UploadScalar, { nullable: true }) logo: File | null,
  ): Promise<string> {
    const actor = requireActor(context);
    const shop = validated(shopCreationInputSchema, input);
    if (siteModeOf(shop.hostname, context.services.siteHosts) !== 'WHITELABEL') refuse(ErrorCode.INVALID_INPUT, 'That hostname belongs to the marketplace itself.');
    if ((await context.services.db.query('select 1 from shops where hostname = $1', [shop.hostname])).rows.length > 0) refuse(ErrorCode.INVALID_INPUT, 'A shop already has that hostname.');
    if ((await context.services.db.query('select 1 from manufacturers where id = $1', [shop.manufacturerId])).rows.length === 0) refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
    const shopId = randomUUID();
    const { createDemoOrder, ...created } = shop;
    const logoFileId = logo ? await this.storeLogo(context, shopId, logo) : null;
    const occurredAt = new Date().toISOString();
    await appendDecision<boolean>(
      context.services,
      shopStreamId(shopId),
      exists,
      (): DomainEvent[] => [
        { type: 'ShopCreated', data: { ...created, shopId, occurredAt } },
        ...(logoFileId ? [{ type: 'ShopUpdated' as const, data: { shopId, changes: {}, logoFileId, occurredAt } }] : []),
      ],
      { correlationId: context.requestId, command: 'CreateShop', actor },
      [READ_MODELS.shops],
    );
    await context.services.registerShopClient(shop.authenticationClient, shop.hostname);
    if (createDemoOrder) {
      const superOrderId = randomUUID();
      await context.services.superOrders.execute({
        superOrderId,
        actor,
        correlationId: context.requestId,
        command: {
          type: 'CreateSuperOrder',
          superOrderId,
          orderIds: [randomUUID()],
          input: superOrderInputSchema.parse({ name: 'Demo order', manufacturers: [shop.manufacturerId], fromWhitelabel: shopId, shippingAddress: DEMO_ADDRESS, billingAddress: DEMO_ADDRESS }),
          files: { additionalFiles: [] },
          warnings: [],
        },
      });
    }
    return shopId;
  }

  @Mutation(() => ID, { description: 'Changes a white-label shop and optionally its logo (admins only).' })
  async updateShop(
    @Ctx() context: GraphQLContext,
    @Arg('shopId', () => ID) shopId: string,
    @Arg('shop', () => ShopUpdateInput) input: ShopUpdateInput,
    @Arg('logo', () => UploadScalar, { nullable: true }) logo: File | null,
  ): Promise<string> {
    const actor = requireActor(context);
    const changes = validated(shopUpdateInputSchema, input);
    const logoFileId = logo ? await this.storeLogo(context, shopId, logo) : null;
    await appendDecision<boolean>(
      context.services,
      shopStreamId(shopId),
      exists,
      (state): DomainEvent[] => {
        if (!state) return refuse(ErrorCode.INVALID_INPUT, 'The shop was not found.');
        return [{ type: 'ShopUpdated', data: { shopId, changes, logoFileId, occurredAt: new Date().toISOString() } }];
      },
      { correlationId: context.requestId, command: 'UpdateShop', actor },
      [READ_MODELS.shops],
    );
    return shopId;
  }

  private async storeLogo(context: GraphQLContext, shopId: string, logo: File): Promise<string> {
    const file = await reencodedUpload(context.services.uploadWorkers, logo, shopId, ErrorCode.INVALID_INPUT);
    await context.services.files.writeContent(file);
    await context.services.db.transaction((tx) => context.services.files.recordMetadata(tx, file));
    return file.id;
  }
}
