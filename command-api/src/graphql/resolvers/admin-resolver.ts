import { ErrorCode } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { accountTotalOf, allCompanyNames, allManufacturers, manufacturerProfiles, membersOfCompanies, type CompanyRow, type UserRow } from '@pcbm/projections/queries';
import { listSuperOrders } from '../../application/order-queries';
import { companyRecordOfRow, companyRecordsByUser, userRecordOfRow } from '../../application/account-queries';
import { requireActor, type GraphQLContext } from '../context';
import { keysetPage, LIST_PAGE } from '../../application/paging';
import { refuse } from '../errors';
import { CompanyReferenceType, ManufacturerType } from '../types/account-types';
import { CompanySettingsType } from '../types/company-types';
import { ManufacturerPublicType } from '../types/manufacturer-types';
import { manufacturerViewOf } from './manufacturer-resolver';
import { connectionOf } from '../types/connection-factory';
import { toCompanySettings } from '../types/company-view';
import { UserProfileType } from '../types/user-types';
import { toUserProfile, toUserPublic } from '../types/user-view';
import { SuperOrderConnectionType } from '../types/connection-types';
import { OrderStatusEnum } from '../types/enums';
import { toSuperOrderView } from '../types/order-view';
import { toConnection } from './order-queries';

@InputType('AdminRequestFilter', { description: "Which requests the admin's list holds; with both fields, the requests whose order to that producer is in that status." })
export class AdminRequestFilter {
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Requests with an order in this status.' }) status?: keyof typeof OrderStatusEnum;
  @Field(() => ID, { nullable: true, description: 'Requests with an order to this producer.' }) manufacturerId?: string;
}

/** The longest part of a company's name one can search for. */
const COMPANY_SEARCH_LENGTH = 200;

const UserConnection = connectionOf(UserProfileType, 'User');
const CompanyConnection = connectionOf(CompanySettingsType, 'Company');
const ManufacturerConnection = connectionOf(ManufacturerPublicType, 'Manufacturer');

const pagingArgs = (first: number | null, last: number | null, before: string | null, after: string | null) => ({ first, last, before, after });

async function manufacturers(context: GraphQLContext): Promise<ManufacturerType[]> {
  const rows = await allManufacturers(context.services.db);
  return rows.map((row) => ({ id: row.id, companyId: row.company_id, company: { id: row.company_id, name: row.name }, allowMatching: row.allow_matching }));
}

@Resolver()
export class AdminResolver {
  @Query(() => SuperOrderConnectionType, { description: 'Every request, newest first (admins only).' })
  async adminGetAllRequests(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => AdminRequestFilter, { nullable: true }) filter: AdminRequestFilter | null,
  ): Promise<SuperOrderConnectionType> {
    requireActor(context);
    const page = await listSuperOrders(
      context.services.db,
      { kind: 'admin', status: filter?.status, manufacturerId: filter?.manufacturerId },
      { first, last, before, after },
    );
    return toConnection(page, (node) => toSuperOrderView(node));
  }

  @Mutation(() => Boolean, {
    description: "Erases a person's personal data everywhere (admins only): events keep their place in every history but show the data as erased.",
  })
  async adminEraseUser(@Ctx() context: GraphQLContext, @Arg('userId', () => ID) userId: string): Promise<boolean> {
    const admin = requireActor(context);
    await context.services.erasure.eraseUser(userId, { correlationId: context.requestId, command: 'EraseUser', actor: admin });
    return true;
  }

  @Query(() => [ManufacturerType], { description: 'Every manufacturer with its company name (admins only).' })
  adminGetAllManufacturersWithCompanyName(@Ctx() context: GraphQLContext): Promise<ManufacturerType[]> {
    return manufacturers(context);
  }

  @Query(() => ManufacturerConnection, { description: 'Every manufacturer with its capabilities and locations, newest first (admins only).' })
  async adminGetAllManufacturers(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ) {
    const page = await keysetPage<{ id: string; created_on: string }>(context.services.db, 'manufacturers s', 'true', [], pagingArgs(first, last, before, after), 's.id, s.created_on');
    const profiles = new Map((await manufacturerProfiles(context.services.db, page.edges.map((edge) => edge.node.id))).map((row) => [row.id, manufacturerViewOf(row)]));
    return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: profiles.get(edge.node.id)! })) };
  }

  @Query(() => UserConnection, { description: 'Every user, newest first (admins only).' })
  async adminGetAllUsers(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ) {
    const page = await keysetPage<UserRow>(context.services.db, 'users s', 'true', [], pagingArgs(first, last, before, after), 's.*', () => accountTotalOf('users'));
    const companies = await companyRecordsByUser(context.services.db, page.edges.map((edge) => edge.node.id));
    const edges = page.edges.map((edge) => ({ cursor: edge.cursor, node: toUserProfile(userRecordOfRow(edge.node), companies.get(edge.node.id) ?? []) }));
    return { ...page, edges };
  }

  @Query(() => CompanyConnection, { description: 'Every company with its members, newest first (admins only).' })
  async adminGetAllCompanies(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ) {
    const page = await keysetPage<CompanyRow>(context.services.db, 'companies s', 'true', [], pagingArgs(first, last, before, after), 's.*', () => accountTotalOf('companies'));
    const members = await membersOfCompanies(context.services.db, page.edges.map((edge) => edge.node.id));
    const edges = page.edges.map((edge) => {
      const company = companyRecordOfRow(edge.node);
      const rows = members.filter((member) => member.company_id === company.id);
      return { cursor: edge.cursor, node: toCompanySettings(company, rows.map((user) => toUserPublic(userRecordOfRow(user), [company]))) };
    });
    return { ...page, edges };
  }

  @Query(() => [CompanyReferenceType], {
    description:
      'The names of the companies, alphabetically: all of them, or with `search` those whose name holds it (any case), at most `first` (up to 100), without producers when `withoutManufacturer` (admins only).',
  })
  async adminGetAllCompanyNames(
    @Ctx() context: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('withoutManufacturer', () => Boolean, { nullable: true }) withoutManufacturer: boolean | null,
  ): Promise<CompanyReferenceType[]> {
    // An argument left out arrives as undefined, one sent as null as null: both mean none.
    const wanted = search?.trim() || null;
    const size = first ?? null;
    if (wanted !== null && wanted.length > COMPANY_SEARCH_LENGTH) refuse(ErrorCode.INVALID_ARGUMENT, `A search is at most ${COMPANY_SEARCH_LENGTH} characters.`);
    if (size !== null && size < 0) refuse(ErrorCode.INVALID_ARGUMENT, 'Page sizes must be whole numbers of 0 or more.');
    // A search or a page size reads a page: a search without a size, at most the largest page.
    const limit = size !== null ? Math.min(size, LIST_PAGE.maxSize) : wanted !== null ? LIST_PAGE.maxSize : null;
    return allCompanyNames(context.services.db, { search: wanted, limit, withoutManufacturer: withoutManufacturer ?? false });
  }
}
