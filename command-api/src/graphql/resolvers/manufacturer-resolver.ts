import { randomUUID } from 'node:crypto';
import { ErrorCode, manufacturerCapabilitiesSchema, manufacturerStreamId, type DomainEvent, type ManufacturerCapabilities } from '@pcbm/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { findCompany } from '../../application/account-queries';
import { appendDecision } from '../../application/append-decision';
import { changePricingSetup, readFormulaUpload } from '../../application/pricing-setup-change';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ManufacturerInput, ManufacturerPublicType } from '../types/manufacturer-types';
import { UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';

interface ManufacturerRow {
  id: string;
  company_id: string;
  name: string;
  allow_matching: boolean;
  capabilities: ManufacturerCapabilities | string | null;
  employees: number;
}

const exists = (state: boolean | null, event: DomainEvent) => state || event.type === 'ManufacturerCreated';

/** A producer as the public page and the admin console show it. */
export async function manufacturerView(context: GraphQLContext, id: string): Promise<ManufacturerPublicType | null> {
  const { rows } = await context.services.db.query<ManufacturerRow>(
    `select m.id, m.company_id, c.name, m.allow_matching, m.capabilities,
            (select count(*)::int from company_members cm where cm.company_id = m.company_id) as employees
     from manufacturers m join companies c on c.id = m.company_id where m.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const capabilities = (typeof row.capabilities === 'string' ? JSON.parse(row.capabilities) : row.capabilities) as ManufacturerCapabilities | null;
  return {
    id: row.id,
    companyId: row.company_id,
    company: { id: row.company_id, name: row.name },
    allowMatching: row.allow_matching,
    orderTypes: capabilities?.orderTypes ?? [],
    boardSize: capabilities?.boardSize ?? null,
    ecSize: capabilities?.ecSize ?? null,
    minimalPitch: capabilities?.minimalPitch ?? null,
    doubleSidedSMT: capabilities?.doubleSidedSMT ?? false,
    ipcClass: capabilities?.ipcClass ?? null,
    certificates: capabilities?.certificates ?? [],
    supportedServices: capabilities?.supportedServices ?? [],
    spokenLanguages: capabilities?.spokenLanguages ?? [],
    pcbQuantity: capabilities?.pcbQuantity ?? null,
    componentQuantity: capabilities?.componentQuantity ?? null,
    headquarterAddress: capabilities?.headquarterAddress ?? null,
    factoryAddresses: capabilities?.factoryAddresses ?? [],
    factoryCountries: [...new Set((capabilities?.factoryAddresses ?? []).map((address) => address.country))],
    employeeCount: row.employees,
  };
}

@Resolver()
export class ManufacturerResolver {
  @Mutation(() => ID, { description: 'Makes a company a producer with the given capabilities (admins only).' })
  async createManufacturer(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('manufacturer', () => ManufacturerInput) input: ManufacturerInput,
  ): Promise<string> {
    const actor = requireActor(context);
    const capabilities = validated(manufacturerCapabilitiesSchema, input);
    if (!(await findCompany(context.services.db, companyId))) refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
    const { rows } = await context.services.db.query('select 1 from manufacturers where company_id = $1', [companyId]);
    if (rows.length > 0) refuse(ErrorCode.INVALID_INPUT, 'The company is already a producer.');
    const manufacturerId = randomUUID();
    const occurredAt = new Date().toISOString();
    await appendDecision<boolean>(
      context.services,
      manufacturerStreamId(manufacturerId),
      exists,
      (): DomainEvent[] => [
        { type: 'ManufacturerCreated', data: { manufacturerId, companyId, allowMatching: capabilities.allowMatching, occurredAt } },
        { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId, capabilities, occurredAt } },
      ],
      { correlationId: context.requestId, command: 'CreateManufacturer', actor },
    );
    return manufacturerId;
  }

  @Mutation(() => ID, { description: "Changes a producer's capabilities, optionally with a new instant pricing formula file (admins, and members of the producer company)." })
  async updateManufacturer(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('manufacturer', () => ManufacturerInput) input: ManufacturerInput,
    @Arg('pricingFormula', () => UploadScalar, { nullable: true }) pricingFormula?: File | null,
  ): Promise<string> {
    const actor = requireActor(context);
    const capabilities = validated(manufacturerCapabilitiesSchema, input);
    if (!actor.isAdmin && !actor.manufacturerIds.includes(id)) refuse(ErrorCode.USER_NOT_IN_PRODUCER_COMPANY, 'Only the producer itself or an admin may change it.');
    const formulas = pricingFormula ? await readFormulaUpload(pricingFormula, id) : null;
    await appendDecision<boolean>(
      context.services,
      manufacturerStreamId(id),
      exists,
      (state): DomainEvent[] => {
        if (!state) return refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
        return [{ type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: id, capabilities, occurredAt: new Date().toISOString() } }];
      },
      { correlationId: context.requestId, command: 'UpdateManufacturer', actor },
    );
    if (formulas) await changePricingSetup(context.services, { correlationId: context.requestId, command: 'UpdateManufacturer', actor }, id, {}, formulas);
    return id;
  }

  @Query(() => ManufacturerPublicType, { description: 'A producer as customers see it when choosing.' })
  async fetchManufacturerPublicAttributes(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ManufacturerPublicType> {
    return (await manufacturerView(context, id)) ?? refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
  }
}
