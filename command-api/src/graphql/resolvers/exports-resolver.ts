import { effectiveExportSettings, ErrorCode, exportSettingsSchema, fitsOrderDump, orderDumpName, orderDumpTooLargeMessage, projectFolderName, type ExportLocale, type ExportSettings } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { findSuperOrder, findSuperOrderByAnyId, manufacturerName, userLocale } from '@pcbm/projections/queries';
import { bomExport, exportableOrders, orderFolder, placementExport, type ExportFile } from '../../application/order-exports';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ExportFormatEnum, ExportUnitEnum, stored } from './export-settings-resolver';

@ObjectType('ExportFile', { description: 'A file made for download, base64-encoded.' })
export class ExportFileType {
  @Field(() => String) filename!: string;
  @Field(() => String) mediaType!: string;
  @Field(() => String) data!: string;
}

/** At most this many requests go into one dump. */
const MAX_DUMP_REQUESTS = 50;

export const asDownload = (file: ExportFile): ExportFileType => ({ filename: file.filename, mediaType: file.mediaType, data: Buffer.from(file.bytes).toString('base64') });

/** The caller's export settings (their own, their company's, the defaults) with this call's overrides, and their language. */
export async function settingsOf(context: GraphQLContext, format: string | null | undefined, unit: string | null | undefined): Promise<{ settings: ExportSettings; locale: ExportLocale }> {
  const actor = requireActor(context);
  const { settings } = effectiveExportSettings(await stored(context, 'user', actor.userId), await stored(context, 'company', actor.companyIds[0]));
  const locale = await userLocale(context.services.db, actor.userId);
  const chosen = exportSettingsSchema.parse({ ...settings, ...(format ? { format } : {}), ...(unit ? { unit } : {}) });
  return { settings: chosen, locale: locale === 'de' ? 'de' : 'en' };
}

async function exportableOrder(context: GraphQLContext, orderId: string) {
  const actor = requireActor(context);
  const superOrder = await findSuperOrderByAnyId(context.services.db, orderId);
  const order = superOrder?.orders.find((o) => o.id === orderId);
  if (!superOrder || !order) return refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
  if (!exportableOrders(actor, superOrder).includes(order)) return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'You may not export this order.');
  return { superOrder, order };
}

@Resolver()
export class ExportsResolver {
  @Query(() => ExportFileType, { description: "An order's parts list as CSV or Excel, by the caller's export settings unless format is given." })
  async exportOrderBom(
    @Ctx() context: GraphQLContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('format', () => ExportFormatEnum, { nullable: true }) format: string | null,
  ): Promise<ExportFileType> {
    const { superOrder, order } = await exportableOrder(context, orderId);
    const { settings, locale } = await settingsOf(context, format, null);
    const file = await bomExport(context.services.files, context.services.uploadWorkers, superOrder, order, settings, locale);
    return file ? asDownload(file) : refuse(ErrorCode.ORDER_NOT_FOUND, 'This order has no parts list.');
  }

  @Query(() => ExportFileType, { description: "An order's placement list as CSV or Excel in the caller's unit, unless format or unit is given." })
  async exportOrderPlacement(
    @Ctx() context: GraphQLContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('format', () => ExportFormatEnum, { nullable: true }) format: string | null,
    @Arg('unit', () => ExportUnitEnum, { nullable: true }) unit: string | null,
  ): Promise<ExportFileType> {
    const { superOrder, order } = await exportableOrder(context, orderId);
    const { settings, locale } = await settingsOf(context, format, unit);
    const file = await placementExport(context.services.files, context.services.uploadWorkers, superOrder, order, settings, locale);
    return file ? asDownload(file) : refuse(ErrorCode.ORDER_NOT_FOUND, 'This order has no placement list.');
  }

  @Query(() => ExportFileType, {
    description: 'A zip of requests: a folder per request and per producer with the files and OrderData.json. Customers get their own requests, producers their own orders, admins any.',
  })
  async exportOrders(@Ctx() context: GraphQLContext, @Arg('superOrderIds', () => [ID]) superOrderIds: string[]): Promise<ExportFileType> {
    const actor = requireActor(context);
    const ids = [...new Set(superOrderIds)];
    if (ids.length === 0 || ids.length > MAX_DUMP_REQUESTS) refuse(ErrorCode.INVALID_INPUT, `Choose 1 to ${MAX_DUMP_REQUESTS} requests.`);
    const { settings, locale } = await settingsOf(context, null, null);
    const entries: Record<string, Uint8Array> = {};
    let held = 0;
    const used = new Set<string>();
    for (const id of ids) {
      const superOrder = await findSuperOrder(context.services.db, id);
      if (!superOrder) return refuse(ErrorCode.SUPER_ORDER_NOT_FOUND, 'A request was not found.');
      const orders = exportableOrders(actor, superOrder);
      if (orders.length === 0) return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'You may not export this request.');
      let folder = projectFolderName(superOrder.name);
      if (used.has(folder)) folder = `${folder}-${superOrder.id.slice(0, 8)}`;
      used.add(folder);
      for (const order of orders) {
        const name = await manufacturerName(context.services.db, order.manufacturerId);
        const producer = `${projectFolderName(name ?? order.manufacturerId)}-${order.id.slice(0, 8)}`;
        for (const [path, bytes] of Object.entries(await orderFolder(context.services.files, context.services.uploadWorkers, superOrder, order, settings, locale))) {
          // Counted as the files are read, so a dump too large is refused before it is all in memory.
          if (!fitsOrderDump(held, bytes.byteLength)) refuse(ErrorCode.INVALID_INPUT, orderDumpTooLargeMessage());
          held += bytes.byteLength;
          entries[`${folder}/${producer}/${path}`] = bytes;
        }
      }
    }
    // Packed off the event loop: the dump of many requests is seconds of one core.
    return asDownload({ filename: orderDumpName(context.services.clock()), mediaType: 'application/zip', bytes: await context.services.uploadWorkers.zip(entries) });
  }
}
