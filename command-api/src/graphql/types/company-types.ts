import { COMPANY_SIZES, INDUSTRIES, LOCALES } from '@pcbm/domain';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { AddressType } from './address-type';
import { SocialMediaLinkType, UserPublicType } from './user-types';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const IndustryEnum = enumOf(INDUSTRIES);
export const CompanySizeEnum = enumOf(COMPANY_SIZES);
registerEnumType(IndustryEnum, { name: 'Industry' });
registerEnumType(CompanySizeEnum, { name: 'CompanySize' });

@ObjectType('AboutText')
export class AboutTextType {
  @Field(() => String) locale!: (typeof LOCALES)[number];
  @Field(() => String) text!: string;
}

@ObjectType('CompanyLegalAttributes')
export class CompanyLegalType {
  @Field(() => ID) id!: string;
  @Field(() => String) legalName!: string;
  @Field(() => String, { nullable: true }) termsUrl!: string | null;
  @Field(() => String, { nullable: true }) imprintUrl!: string | null;
  @Field(() => String, { nullable: true }) privacyUrl!: string | null;
}

@ObjectType('CompanyPublicAttributes')
export class CompanyPublicType extends CompanyLegalType {
  @Field(() => String) name!: string;
  @Field(() => IndustryEnum, { nullable: true }) industry!: string | null;
  @Field(() => [AboutTextType]) aboutTextByLocale!: AboutTextType[];
  @Field(() => [SocialMediaLinkType]) socialMedia!: SocialMediaLinkType[];
  @Field(() => CompanySizeEnum, { nullable: true }) companySize!: string | null;
  @Field(() => Number, { nullable: true }) foundingYear!: number | null;
  @Field(() => String, { nullable: true }) headquarterLocation!: string | null;
  @Field(() => String, { nullable: true }) logoPath!: string | null;
  @Field(() => String, { nullable: true }) headingPath!: string | null;
}

@ObjectType('CompanySettings')
export class CompanySettingsType extends CompanyPublicType {
  @Field(() => AddressType, { nullable: true }) billingAddress!: AddressType | null;
  @Field(() => AddressType, { nullable: true }) shippingAddress!: AddressType | null;
  @Field(() => String, { nullable: true }) companyTaxNumber!: string | null;
  @Field(() => String, { nullable: true }) contactPhone!: string | null;
  @Field(() => String, { nullable: true }) contactMail!: string | null;
  @Field(() => [UserPublicType]) employees!: UserPublicType[];
  @Field(() => Date, { description: 'When the company was made.' }) createdOn!: Date;
}
