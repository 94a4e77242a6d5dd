import { randomUUID } from 'node:crypto';
import { ErrorCode, ndaText, type Locale } from '@pcbm/domain';
import { ndaPdf, type NewFile } from '@pcbm/platform';
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { companyNda, findCompany, findUser } from '@pcbm/projections/queries';
import { executeCompanyCommand } from '../../application/account-commands';
import { json } from '../../application/account-queries';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import type { AddressType } from '../types/address-type';
import { LocaleEnum } from '../types/user-types';

@ObjectType('NdaFile')
export class NdaFileType {
  @Field(() => String) filename!: string;
  @Field(() => String) mediaType!: string;
  @Field(() => String, { description: 'The PDF, base64-encoded.' }) data!: string;
}

@ObjectType('CompanyNda')
export class CompanyNdaType {
  @Field(() => ID) companyId!: string;
  @Field(() => ID, { description: 'The signed file.' }) ndaId!: string;
  @Field(() => String, { description: 'Download path of the signed PDF (bearer token).' }) path!: string;
  @Field(() => Date) signedOn!: Date;
  @Field(() => String) signedBy!: string;
  @Field(() => LocaleEnum) locale!: string;
}

function requireNdaFeature(context: GraphQLContext): void {
  if (!context.services.features.nda) refuse(ErrorCode.UNIMPLEMENTED, 'The NDA is not available.');
}

/** The NDA of a company as members and admins read it, dated `at` (an ISO time). */
async function agreement(context: GraphQLContext, companyId: string, locale: Locale, at: string) {
  const actor = requireActor(context);
  requireNdaFeature(context);
  if (!actor.isAdmin && !actor.companyIds.includes(companyId)) refuse(ErrorCode.USER_NOT_IN_COMPANY, 'Only members of the company may see or sign its NDA.');
  const company = (await findCompany(context.services.db, companyId)) ?? refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
  const address = json<AddressType>(company.billing_address as string);
  const where = address ? `${address.addressLine1}, ${address.zipcode} ${address.city}, ${address.country}` : '';
  return { actor, company, text: ndaText(locale, { companyLegalName: company.legal_name, companyAddress: where, date: at.slice(0, 10) }) };
}

const asFile = (filename: string, bytes: Uint8Array): NdaFileType => ({ filename, mediaType: 'application/pdf', data: Buffer.from(bytes).toString('base64') });

@Resolver()
export class NdaResolver {
  @Query(() => NdaFileType, { description: "The company's NDA to read before signing, in the chosen language." })
  async fetchUnsignedNDA(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('locale', () => LocaleEnum) locale: Locale,
  ): Promise<NdaFileType> {
    const { text } = await agreement(context, companyId, locale, context.services.clock().toISOString());
    return asFile(`NDA-${locale}.pdf`, await ndaPdf(text));
  }

  @Mutation(() => NdaFileType, { description: 'A member signs the NDA for the company, confirming they are authorised to; answers the signed PDF.' })
  async signNDA(
    @Ctx() context: GraphQLContext,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Arg('legalConfirmation', () => Boolean) legalConfirmation: boolean,
  ): Promise<NdaFileType> {
    const signedAt = context.services.clock().toISOString();
    const { actor, company, text } = await agreement(context, companyId, locale, signedAt);
    const user = await findUser(context.services.db, actor.userId);
    const signedOn = `${signedAt.slice(0, 16).replace('T', ' ')} UTC`;
    const signature = `${locale === 'de' ? 'Elektronisch unterzeichnet von' : 'Signed electronically by'} ${user?.first_name} ${user?.last_name} (${user?.email}) ${locale === 'de' ? 'für' : 'for'} ${company.legal_name}, ${signedOn}`;
    const bytes = await ndaPdf({ ...text, signature });
    const file: NewFile = { id: randomUUID(), resourceId: companyId, kind: 'nda', filename: `NDA-${company.name}-signed.pdf`, mediaType: 'application/pdf', bytes };
    await executeCompanyCommand(
      context,
      actor,
      companyId,
      { type: 'SignNda', fileId: file.id, signedById: actor.userId, locale, signedAt, legalConfirmation },
      { name: 'SignNDA', files: [file] },
    );
    return asFile(file.filename, bytes);
  }

  @Mutation(() => Boolean, { description: "Deletes the company's signed NDA; needs `confirm: true`." })
  async deleteNDA(@Ctx() context: GraphQLContext, @Arg('companyId', () => ID) companyId: string, @Arg('confirm', () => Boolean) confirm: boolean): Promise<boolean> {
    const actor = requireActor(context);
    requireNdaFeature(context);
    await executeCompanyCommand(context, actor, companyId, { type: 'DeleteNda', confirmed: confirm }, { name: 'DeleteNDA' });
    return true;
  }

  @Query(() => CompanyNdaType, { nullable: true, description: "The company's signed NDA, or null." })
  async fetchCompanyNdaAttributes(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<CompanyNdaType | null> {
    await agreement(context, id, 'en', context.services.clock().toISOString());
    const nda = await companyNda(context.services.db, id);
    if (!nda) return null;
    const [file, signer] = await Promise.all([context.services.files.get(nda.file_id), findUser(context.services.db, nda.signed_by_id)]);
    return { companyId: id, ndaId: nda.file_id, path: file?.path ?? '', signedOn: new Date(nda.signed_on), signedBy: signer ? `${signer.first_name} ${signer.last_name}` : '', locale: nda.locale };
  }
}
