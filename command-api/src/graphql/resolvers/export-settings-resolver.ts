import { BOM_COLUMN_TAGS, effectiveExportSettings, ErrorCode, EXPORT_FORMATS, EXPORT_UNITS, exportSettingsSchema, type ExportSettings } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import { storedExportSettings } from '@pcbm/projections/queries';
import { executeCompanyCommand, executeUserCommand } from '../../application/account-commands';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { validated } from '../validation';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const ExportFormatEnum = enumOf(EXPORT_FORMATS);
export const ExportUnitEnum = enumOf(EXPORT_UNITS);
const BomColumnTagEnum = enumOf(BOM_COLUMN_TAGS);
const SettingsSourceEnum = enumOf(['USER', 'COMPANY', 'DEFAULT'] as const);
registerEnumType(ExportFormatEnum, { name: 'ExportFormat' });
registerEnumType(ExportUnitEnum, { name: 'ExportUnit' });
registerEnumType(BomColumnTagEnum, { name: 'BomColumnTag' });
registerEnumType(SettingsSourceEnum, { name: 'ExportSettingsSource' });

@InputType('ExportSettingsInput')
class ExportSettingsInput {
  @Field(() => ExportFormatEnum) format!: string;
  @Field(() => ExportUnitEnum) unit!: string;
  @Field(() => [BomColumnTagEnum]) bomColumnOrder!: string[];
}

@ObjectType('ExportSettings')
class ExportSettingsType {
  @Field(() => ExportFormatEnum) format!: string;
  @Field(() => ExportUnitEnum) unit!: string;
  @Field(() => [BomColumnTagEnum]) bomColumnOrder!: string[];
  @Field(() => SettingsSourceEnum, { description: 'Whose settings these are: the person\'s, the company\'s, or the defaults.' }) source!: string;
}

/** Export settings stored for a person or a company, or null. */
export async function stored(context: GraphQLContext, owner: 'user' | 'company', ownerId: string | undefined): Promise<ExportSettings | null> {
  if (!ownerId) return null;
  const settings = await storedExportSettings(context.services.db, owner, ownerId);
  return typeof settings === 'string' ? JSON.parse(settings) : (settings ?? null);
}

@Resolver()
export class ExportSettingsResolver {
  @Query(() => ExportSettingsType, { description: "The export settings in force for the signed-in person: their own, else their company's, else the defaults." })
  async exportSettings(@Ctx() context: GraphQLContext): Promise<ExportSettingsType> {
    const actor = requireActor(context);
    const { settings, source } = effectiveExportSettings(await stored(context, 'user', actor.userId), await stored(context, 'company', actor.companyIds[0]));
    return { ...settings, source };
  }

  @Query(() => ExportSettingsType, { description: "A company's export settings (members only)." })
  async companyExportSettings(@Ctx() context: GraphQLContext, @Arg('companyId', () => ID) companyId: string): Promise<ExportSettingsType> {
    this.requireMember(context, companyId);
    return this.ofCompany(await stored(context, 'company', companyId));
  }

  @Mutation(() => ExportSettingsType, { description: "Sets the signed-in person's own export settings." })
  async setUserExportSettings(@Ctx() context: GraphQLContext, @Arg('settings', () => ExportSettingsInput) input: ExportSettingsInput): Promise<ExportSettingsType> {
    const actor = requireActor(context);
    const settings = validated(exportSettingsSchema, input);
    const { state } = await executeUserCommand(context, actor, { type: 'SetExportSettings', settings }, { name: 'ExportSettingsSet' });
    return this.inForce(context, state.exportSettings);
  }

  @Mutation(() => ExportSettingsType, { description: "Drops the person's own settings; the company's (or the defaults) apply again." })
  async resetUserExportSettings(@Ctx() context: GraphQLContext): Promise<ExportSettingsType> {
    const actor = requireActor(context);
    const { state } = await executeUserCommand(context, actor, { type: 'ResetExportSettings' }, { name: 'ExportSettingsReset' });
    return this.inForce(context, state.exportSettings);
  }

  @Mutation(() => ExportSettingsType, { description: "Sets a company's export settings (members only)." })
  async setCompanyExportSettings(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('settings', () => ExportSettingsInput) input: ExportSettingsInput,
  ): Promise<ExportSettingsType> {
    const actor = requireActor(context);
    const settings = validated(exportSettingsSchema, input);
    const { state } = await executeCompanyCommand(context, actor, companyId, { type: 'SetExportSettings', settings }, { name: 'ExportSettingsSet' });
    return this.ofCompany(state?.exportSettings ?? null);
  }

  @Mutation(() => ExportSettingsType, { description: "Resets a company's export settings to the defaults (members only)." })
  async resetCompanyExportSettings(@Ctx() context: GraphQLContext, @Arg('companyId', () => ID) companyId: string): Promise<ExportSettingsType> {
    const { state } = await executeCompanyCommand(context, requireActor(context), companyId, { type: 'ResetExportSettings' }, { name: 'ExportSettingsReset' });
    return this.ofCompany(state?.exportSettings ?? null);
  }

  /** The settings in force for the signed-in person with their own as just decided; their company's are not changed by it. */
  private async inForce(context: GraphQLContext, own: ExportSettings | null): Promise<ExportSettingsType> {
    const { settings, source } = effectiveExportSettings(own, await stored(context, 'company', requireActor(context).companyIds[0]));
    return { ...settings, source };
  }

  private ofCompany(decided: ExportSettings | null): ExportSettingsType {
    const { settings, source } = effectiveExportSettings(null, decided);
    return { ...settings, source };
  }

  private requireMember(context: GraphQLContext, companyId: string): void {
    const actor = requireActor(context);
    if (!actor.isAdmin && !actor.companyIds.includes(companyId)) refuse(ErrorCode.USER_NOT_IN_COMPANY, 'Only members of the company may do this.');
  }
}
