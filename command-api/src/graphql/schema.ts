import 'reflect-metadata';
import { GraphQLDateTime } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import { createPubSub } from 'graphql-yoga';
import { buildSchema } from 'type-graphql';
import { withOperationChecks } from './operation-checks';
import { AccountResolver } from './resolvers/account-resolver';
import { AdminResolver } from './resolvers/admin-resolver';
import { AppResolver } from './resolvers/app-resolver';
import { BomSheetResolver } from './resolvers/bom-sheet-resolver';
import { ChatResolver } from './resolvers/chat-resolver';
import { CompanyResolver } from './resolvers/company-resolver';
import { CompanySettingsFields } from './resolvers/company-settings-fields';
import { ContactResolver } from './resolvers/contact-resolver';
import { NdaResolver } from './resolvers/nda-resolver';
import { ExportSettingsResolver } from './resolvers/export-settings-resolver';
import { ManufacturerResolver } from './resolvers/manufacturer-resolver';
import { ShopResolver } from './resolvers/shop-resolver';
import { UserResolver } from './resolvers/user-resolver';
import { AuditQueries } from './resolvers/audit-queries';
import { OrderFields, QuoteFields, SuperOrderFields } from './resolvers/order-fields';
import { OrderEdits } from './resolvers/order-edits';
import { OrderMutations } from './resolvers/order-mutations';
import { OrderQueries } from './resolvers/order-queries';
import { OrderUpdates } from './resolvers/order-updates';
import { MatchingResolver } from './resolvers/matching-resolver';
import { PartsResolver } from './resolvers/parts-resolver';
import { PricingResolver } from './resolvers/pricing-resolver';
import { MailAdminResolver } from './resolvers/mail-admin-resolver';
import { NotificationResolver } from './resolvers/notification-resolver';
import { ExportsResolver } from './resolvers/exports-resolver';
import { ProcessorStatusResolver } from './resolvers/processor-status-resolver';

/** The one GraphQL schema of the product. */
export async function buildProductSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [
      AppResolver,
      AccountResolver,
      UserResolver,
      CompanyResolver,
      CompanySettingsFields,
      ManufacturerResolver,
      ShopResolver,
      ExportSettingsResolver,
      ContactResolver,
      NdaResolver,
      ChatResolver,
      OrderMutations,
      OrderEdits,
      OrderQueries,
      OrderUpdates,
      AdminResolver,
      AuditQueries,
      SuperOrderFields,
      OrderFields,
      QuoteFields,
      MatchingResolver,
      PartsResolver,
      PricingResolver,
      NotificationResolver,
      MailAdminResolver,
      ExportsResolver,
      BomSheetResolver,
      ProcessorStatusResolver,
    ],
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    // The one subscription brings its own source (OrderWatch); the schema builder still wants a pub-sub.
    pubSub: createPubSub(),
    orphanedTypes: [],
    validate: false,
    emitSchemaFile: false,
  });
  return withOperationChecks(schema);
}
