import type { FileReference } from '@pcbm/domain';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { loadersOf } from '../request-loaders';
import { CompanyReferenceType, ManufacturerType, UserType } from '../types/account-types';
import { FileType, VersionedFileType } from '../types/file-types';
import { BomSummaryType, OrderType, QuoteType, SuperOrderType } from '../types/order-types';
import { UnreadMessageInfoType } from '../types/unread-types';
import { toFileView, toVersionedFileView } from './file-view';

async function userById(context: GraphQLContext, id: string): Promise<UserType | null> {
  const row = await loadersOf(context).users.load(id);
  return row ? { id: row.id, username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name, locale: row.locale } : null;
}

async function companyById(context: GraphQLContext, id: string | null): Promise<CompanyReferenceType | null> {
  if (!id) return null;
  return loadersOf(context).companies.load(id);
}

async function versionedFile(context: GraphQLContext, reference: FileReference | undefined): Promise<VersionedFileType | null> {
  if (!reference) return null;
  const file = await context.services.files.versions(reference.fileId);
  return file ? toVersionedFileView(file) : null;
}

@Resolver(() => SuperOrderType)
export class SuperOrderFields {
  @FieldResolver(() => UserType, { nullable: true })
  placedBy(@Root() superOrder: SuperOrderType, @Ctx() context: GraphQLContext) {
    return userById(context, superOrder.placedById);
  }

  @FieldResolver(() => CompanyReferenceType, { nullable: true })
  asCompany(@Root() superOrder: SuperOrderType, @Ctx() context: GraphQLContext) {
    return companyById(context, superOrder.asCompanyId);
  }
}

@Resolver(() => OrderType)
export class OrderFields {
  @FieldResolver(() => UserType, { nullable: true })
  placedBy(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return userById(context, order.placedById);
  }

  @FieldResolver(() => CompanyReferenceType, { nullable: true })
  asCompany(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return companyById(context, order.asCompanyId);
  }

  @FieldResolver(() => BomSummaryType, {
    nullable: true,
    description: "What the order's BOM holds: its rows and the parts per board, counted from the BOM file; null when the order has none. Read per order: select it for one order, not in lists.",
  })
  bomSummary(@Root() order: OrderType, @Ctx() context: GraphQLContext): Promise<BomSummaryType | null> {
    return order.files.bom ? loadersOf(context).bomSummaries.load(order.files.bom) : Promise.resolve(null);
  }

  @FieldResolver(() => UnreadMessageInfoType, { description: "Messages in this order's chat the signed-in person has not fetched yet." })
  async unreadMessages(@Root() order: OrderType, @Ctx() context: GraphQLContext): Promise<UnreadMessageInfoType> {
    return { chatId: order.id, amount: context.actor ? await loadersOf(context).unread.load(order.id) : 0 };
  }

  @FieldResolver(() => ManufacturerType, { nullable: true })
  async manufacturer(@Root() order: OrderType, @Ctx() context: GraphQLContext): Promise<ManufacturerType | null> {
    const row = await loadersOf(context).manufacturers.load(order.manufacturerId);
    return row ? { id: row.id, companyId: row.company_id, company: { id: row.company_id, name: row.name }, allowMatching: row.allow_matching } : null;
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  preview(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.preview);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  pcb(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.pcb);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  job(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.job);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  originalJob(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.originalJob);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  placement(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.placement);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  originalPlacement(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.originalPlacement);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  bom(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.bom);
  }

  @FieldResolver(() => VersionedFileType, { nullable: true })
  originalBom(@Root() order: OrderType, @Ctx() context: GraphQLContext) {
    return versionedFile(context, order.files.originalBom);
  }

  @FieldResolver(() => [VersionedFileType])
  async additionalFiles(@Root() order: OrderType, @Ctx() context: GraphQLContext): Promise<VersionedFileType[]> {
    const files = await Promise.all(order.files.additionalFiles.map((reference) => versionedFile(context, reference)));
    return files.filter((file): file is VersionedFileType => file !== null);
  }
}

@Resolver(() => QuoteType)
export class QuoteFields {
  @FieldResolver(() => FileType, { nullable: true })
  async file(@Root() quote: QuoteType, @Ctx() context: GraphQLContext): Promise<FileType | null> {
    const file = await context.services.files.get(quote.fileId);
    return file ? toFileView(file) : null;
  }
}
