import { randomUUID } from 'node:crypto';
import { ErrorCode, manufacturerCapabilitiesSchema, manufacturerDecider, producerCompanyReservation, requireMayChange, reservationDecider, type ManufacturerCapabilities } from '@pcbm/domain';
import { READ_MODELS } from '@pcbm/projections';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { findCompany, manufacturerProfile, type ManufacturerProfileRow } from '@pcbm/projections/queries';
import { decision } from '../../application/command-handler';
import { changePricingSetup, readFormulaUpload } from '../../application/pricing-setup-change';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ManufacturerInput, ManufacturerPublicType } from '../types/manufacturer-types';
import { UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';

/** A producer as the public page and the admin console show it. */
export function manufacturerViewOf(row: ManufacturerProfileRow): ManufacturerPublicType {
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
    companySize: row.company_size ?? null,
    foundingYear: Number.isInteger(Number(row.founding_year)) && row.founding_year ? Number(row.founding_year) : null,
  };
}

export async function manufacturerView(context: GraphQLContext, id: string): Promise<ManufacturerPublicType | null> {
  const row = await manufacturerProfile(context.services.db, id);
  return row ? manufacturerViewOf(row) : null;
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
    const companyExists = (await findCompany(context.services.db, companyId)) !== null;
    const manufacturerId = randomUUID();
    await context.services.commands.execute(
      decision(manufacturerDecider, manufacturerId, { type: 'CreateManufacturer', manufacturerId, companyId, capabilities, companyExists }, { actor }),
      {
        origin: { correlationId: context.requestId, command: 'CreateManufacturer', actor },
        readModels: [READ_MODELS.accounts],
        alongside: [decision(reservationDecider, producerCompanyReservation(companyId), { type: 'Reserve', key: producerCompanyReservation(companyId), ownerId: manufacturerId }, {})],
      },
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
    requireMayChange(actor, id);
    const formulas = pricingFormula ? await readFormulaUpload(pricingFormula, id) : null;
    const origin = { correlationId: context.requestId, command: 'UpdateManufacturer', actor };
    await context.services.commands.execute(decision(manufacturerDecider, id, { type: 'UpdateManufacturerCapabilities', manufacturerId: id, capabilities }, { actor }), {
      origin,
      readModels: [READ_MODELS.accounts],
    });
    if (formulas) await changePricingSetup(context.services, origin, id, {}, formulas);
    return id;
  }

  @Query(() => ManufacturerPublicType, { description: 'A producer as customers see it when choosing.' })
  async fetchManufacturerPublicAttributes(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ManufacturerPublicType> {
    return (await manufacturerView(context, id)) ?? refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
  }
}
