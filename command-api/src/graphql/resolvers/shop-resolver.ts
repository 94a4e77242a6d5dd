import { randomUUID } from 'node:crypto';
import {
  domainEventOf,
  ErrorCode,
  foldEvents,
  manufacturerDecider,
  manufacturerStreamId,
  reservationDecider,
  shopCreationInputSchema,
  shopDecider,
  shopHostnameReservation,
  shopUpdateInputSchema,
  siteModeOf,
  superOrderInputSchema,
} from '@pcbm/domain';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { decision } from '../../application/command-handler';
import { keysetPage } from '../../application/paging';
import { connectionOf } from '../types/connection-factory';
import { reencodedUpload } from '../../application/images';
import { requireActor, type GraphQLContext } from '../context';
import { SiteInfoType, ShopInput, ShopUpdateInput, WhiteLabelShopType } from '../types/shop-types';
import { UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';
import { manufacturerView } from './manufacturer-resolver';
import { READ_MODELS } from '@pcbm/projections';
import { shopById, shopByHostname as findShopByHostname, shopHostnameOfClient, shopsOfManufacturers, type ShopRow } from '@pcbm/projections/queries';

const ShopConnection = connectionOf(WhiteLabelShopType, 'WhiteLabelShop');

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

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
  const row = await findShopByHostname(context.services.db, hostname.toLowerCase().replace(/:\d+$/, ''));
  return shopView(context, row ?? undefined);
}

/** The address of the demo order a new shop gets. */
const DEMO_ADDRESS = { recipient: 'Demo Kunde', country: 'DE', addressLine1: 'Musterstraße 1', zipcode: '10115', city: 'Berlin' };

/**
 * Removes a sign-in client no shop uses any more. The shop's change stands either way: a client the identity provider
 * would not remove is reported in the log for an operator to remove by hand.
 */
async function retire(context: GraphQLContext, clientId: string): Promise<void> {
  try {
    await context.services.removeShopClient(clientId);
  } catch (error) {
    console.warn(`The sign-in client ${clientId}, which no shop uses any more, could not be removed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

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

  @Query(() => [WhiteLabelShopType], {
    description: "The white-label shops (bee connect) of the signed-in person's producer, oldest first; none means the producer has no bee connect licence.",
  })
  async manufacturerShops(@Ctx() context: GraphQLContext): Promise<WhiteLabelShopType[]> {
    const actor = requireActor(context);
    const rows = await shopsOfManufacturers(context.services.db, actor.manufacturerIds);
    return (await Promise.all(rows.map((row) => shopView(context, row)))).filter((shop): shop is WhiteLabelShopType => shop !== null);
  }

  @Query(() => WhiteLabelShopType, { nullable: true, description: 'One white-label shop by its id, or null (admins only).' })
  async adminGetWhitelabelShop(@Ctx() context: GraphQLContext, @Arg('shopId', () => ID) shopId: string) {
    return shopView(context, (await shopById(context.services.db, shopId)) ?? undefined);
  }

  @Mutation(() => ID, { description: 'Creates a white-label shop for a producer, by default with a demo order (admins only).' })
  async createShop(
    @Ctx() context: GraphQLContext,
    @Arg('shop', () => ShopInput) input: ShopInput,
    @Arg('logo', () => UploadScalar, { nullable: true }) logo: File | null,
  ): Promise<string> {
    const actor = requireActor(context);
    const { createDemoOrder, ...shop } = validated(shopCreationInputSchema, input);
    const shopId = randomUUID();
    const manufacturer = foldEvents(manufacturerDecider, (await context.services.store.readStream(manufacturerStreamId(shop.manufacturerId))).map(domainEventOf));
    const logoFile = logo ? await reencodedUpload(context.services.uploadWorkers, logo, shopId, ErrorCode.INVALID_INPUT) : null;
    const hostname = shopHostnameReservation(shop.hostname);
    await context.services.commands.execute(
      decision(shopDecider, shopId, { type: 'CreateShop', shopId, shop, manufacturerExists: manufacturer !== null, logoFileId: logoFile?.id ?? null }, { siteHosts: context.services.siteHosts }),
      {
        origin: { correlationId: context.requestId, command: 'CreateShop', actor },
        files: logoFile ? [logoFile] : [],
        readModels: [READ_MODELS.shops],
        alongside: [decision(reservationDecider, hostname, { type: 'Reserve', key: hostname, ownerId: shopId }, {})],
      },
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

  @Mutation(() => ID, {
    description:
      'Changes a white-label shop and optionally its logo; a new sign-in client is registered with the identity provider, and the old one is removed once no shop uses it (admins only).',
  })
  async updateShop(
    @Ctx() context: GraphQLContext,
    @Arg('shopId', () => ID) shopId: string,
    @Arg('shop', () => ShopUpdateInput) input: ShopUpdateInput,
    @Arg('logo', () => UploadScalar, { nullable: true }) logo: File | null,
  ): Promise<string> {
    const actor = requireActor(context);
    const changes = validated(shopUpdateInputSchema, input);
    const logoFile = logo ? await reencodedUpload(context.services.uploadWorkers, logo, shopId, ErrorCode.INVALID_INPUT) : null;
    const before = changes.authenticationClient ? await shopById(context.services.db, shopId) : null;
    await context.services.commands.execute(
      decision(shopDecider, shopId, { type: 'UpdateShop', shopId, changes, logoFileId: logoFile?.id ?? null }, { siteHosts: context.services.siteHosts }),
      {
        origin: { correlationId: context.requestId, command: 'UpdateShop', actor },
        files: logoFile ? [logoFile] : [],
        readModels: [READ_MODELS.shops],
      },
    );
    if (changes.authenticationClient) {
      const shop = await shopById(context.services.db, shopId);
      if (shop) await context.services.registerShopClient(changes.authenticationClient, shop.hostname);
      const old = before?.authentication_client;
      if (old && old !== changes.authenticationClient && (await shopHostnameOfClient(context.services.db, old)) === null) await retire(context, old);
    }
    return shopId;
  }
}
