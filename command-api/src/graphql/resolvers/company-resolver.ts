import { randomUUID } from 'node:crypto';
import { companyCreationInputSchema, companyUpdateInputSchema, emailSchema, ErrorCode, type CompanyState } from '@pcbm/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { companiesOfUsers, findCompany, findUserByLogin, findUsers, isProducerCompany, membersOfCompanies, runningRequestsOfCompany } from '@pcbm/projections/queries';
import { READ_MODELS } from '@pcbm/projections';
import { executeCompanyCommand } from '../../application/account-commands';
import { companyRecordOfRow, companyRecordsByUser, userRecordOfRow } from '../../application/account-queries';
import { profileImages } from '../../application/profile-images';
import { UploadScalar } from '../types/upload-scalar';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { CompanyInput, CompanyUpdateInput } from '../inputs/account-inputs';
import { CompanyLegalType, CompanyPublicType, CompanySettingsType } from '../types/company-types';
import { toCompanyLegal, toCompanyPublic, toCompanySettings } from '../types/company-view';
import { toUserPublic } from '../types/user-view';
import { validated } from '../validation';

async function companyOrRefuse(context: GraphQLContext, id: string) {
  const company = await findCompany(context.services.db, id);
  return company ? companyRecordOfRow(company) : refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
}

async function settingsOf(context: GraphQLContext, id: string): Promise<CompanySettingsType> {
  const company = await companyOrRefuse(context, id);
  const rows = await membersOfCompanies(context.services.db, [id]);
  const companies = await companyRecordsByUser(context.services.db, rows.map((user) => user.id));
  return toCompanySettings(company, rows.map((user) => toUserPublic(userRecordOfRow(user), companies.get(user.id) ?? [])));
}

/**
 * The company as its stream has just decided it, with its members in the order they joined. The people themselves
 * come from the accounts read model (a membership change does not change them); that they belong to this company
 * is taken from the decision.
 */
async function decidedSettingsOf(context: GraphQLContext, state: CompanyState): Promise<CompanySettingsType> {
  if (!state) return refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
  const [people, companies] = await Promise.all([
    findUsers(context.services.db, state.memberIds).then((rows) => new Map(rows.map((row) => [row.id, userRecordOfRow(row)]))),
    companyRecordsByUser(context.services.db, state.memberIds),
  ]);
  const employees = state.memberIds.flatMap((userId) => {
    const person = people.get(userId);
    if (!person) return [];
    const others = (companies.get(userId) ?? []).filter((other) => other.id !== state.id);
    return [toUserPublic(person, [...others, state.company])];
  });
  return toCompanySettings(state.company, employees);
}

@Resolver()
export class CompanyResolver {
  @Mutation(() => ID, { description: 'Creates a company with the signed-in person as its first member; its address becomes billing and shipping address.' })
  async createCompany(@Ctx() context: GraphQLContext, @Arg('company', () => CompanyInput) input: CompanyInput): Promise<string> {
    const actor = requireActor(context);
    const company = validated(companyCreationInputSchema, input);
    const companyId = randomUUID();
    await executeCompanyCommand(context, actor, companyId, { type: 'CreateCompany', companyId, company }, { name: 'CreateCompany' });
    return companyId;
  }

  @Mutation(() => ID, { description: 'Members change their company; only the fields sent change.' })
  async updateCompany(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('company', () => CompanyUpdateInput) input: CompanyUpdateInput,
    @Arg('logo', () => UploadScalar, { nullable: true }) logo: File | null,
    @Arg('headingImage', () => UploadScalar, { nullable: true }) headingImage: File | null,
  ): Promise<string> {
    const actor = requireActor(context);
    const fields = validated(companyUpdateInputSchema, input);
    const { paths, files } = await profileImages(context.services.uploadWorkers, companyId, { logo, headingImage });
    await executeCompanyCommand(context, actor, companyId, { type: 'UpdateCompany', changes: { ...fields, ...paths } }, { name: 'UpdateCompany', files });
    return companyId;
  }

  @Mutation(() => CompanySettingsType, { description: 'A member adds a person, found by email or username, who is in no company yet.' })
  async addCompanyEmployee(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('emailOrUsername', () => String) emailOrUsername: string,
  ): Promise<CompanySettingsType> {
    const actor = requireActor(context);
    const login = emailOrUsername.trim();
    if (!login) refuse(ErrorCode.USER_EMAIL_INVALID, 'Please input a email');
    if (login.includes('@') && !emailSchema.safeParse(login).success) refuse(ErrorCode.USER_EMAIL_INVALID, 'Please input a valid email');
    const person = await findUserByLogin(context.services.db, login);
    const memberships = person ? await companiesOfUsers(context.services.db, [person.id]) : [];
    const { state } = await executeCompanyCommand(
      context,
      actor,
      companyId,
      { type: 'AddMember', person: person && { userId: person.id, companyIds: memberships.map((c) => c.id) } },
      { name: 'AddCompanyEmployee', readModels: [READ_MODELS.accounts, READ_MODELS.chatAnnouncements] },
    );
    return decidedSettingsOf(context, state);
  }

  @Mutation(() => CompanySettingsType, { description: 'A member removes a member; the last member stays.' })
  async removeCompanyEmployee(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('userId', () => ID) userId: string,
  ): Promise<CompanySettingsType> {
    const actor = requireActor(context);
    const { state } = await executeCompanyCommand(context, actor, companyId, { type: 'RemoveMember', userId }, {
      name: 'RemoveCompanyEmployee',
      readModels: [READ_MODELS.accounts, READ_MODELS.chatAnnouncements],
    });
    return decidedSettingsOf(context, state);
  }

  @Mutation(() => Boolean, {
    description: "A member deletes their company; needs `confirmed: true`. A producer's company and one with running requests stay (RESOURCE_DELETION_FAILED, `details.reason` PRODUCER or RUNNING_REQUESTS).",
  })
  async deleteCompany(@Ctx() context: GraphQLContext, @Arg('companyId', () => ID) companyId: string, @Arg('confirmed', () => Boolean) confirmed: boolean): Promise<boolean> {
    const actor = requireActor(context);
    const [isProducer, runningRequests] = await Promise.all([isProducerCompany(context.services.db, companyId), runningRequestsOfCompany(context.services.db, companyId)]);
    await executeCompanyCommand(context, actor, companyId, { type: 'DeleteCompany', confirmed, isProducer, runningRequests }, { name: 'DeleteCompany' });
    return true;
  }

  @Query(() => CompanyPublicType, { description: 'What anyone signed in may see of a company.' })
  async fetchCompanyPublicAttributes(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<CompanyPublicType> {
    requireActor(context);
    return toCompanyPublic(await companyOrRefuse(context, id));
  }

  @Query(() => CompanyLegalType, { description: 'Legal name and the terms, imprint and privacy links.' })
  async fetchCompanyLegalAttributes(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<CompanyLegalType> {
    requireActor(context);
    return toCompanyLegal(await companyOrRefuse(context, id));
  }

  @Query(() => CompanySettingsType, { description: 'Everything of a company, for its members and admins.' })
  async fetchCompanyForSettings(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<CompanySettingsType> {
    const actor = requireActor(context);
    if (!actor.isAdmin && !actor.companyIds.includes(id)) refuse(ErrorCode.USER_NOT_IN_COMPANY, 'Only members of the company may see its settings.');
    return settingsOf(context, id);
  }
}
