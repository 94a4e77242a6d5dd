import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { loadersOf } from '../request-loaders';
import { CompanySettingsType } from '../types/company-types';

/** What a company's settings tell beside its own record: the producer it runs and its signed NDA, read per page at once. */
@Resolver(() => CompanySettingsType)
export class CompanySettingsFields {
  @FieldResolver(() => ID, { nullable: true, description: 'The producer the company runs, or null.' })
  async manufacturerId(@Root() company: CompanySettingsType, @Ctx() context: GraphQLContext): Promise<string | null> {
    return (await loadersOf(context).companyProducersAndNdas.load(company.id))?.manufacturer_id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true, description: "The file of the company's signed NDA, or null while none is signed." })
  async ndaId(@Root() company: CompanySettingsType, @Ctx() context: GraphQLContext): Promise<string | null> {
    return (await loadersOf(context).companyProducersAndNdas.load(company.id))?.nda_file_id ?? null;
  }
}
