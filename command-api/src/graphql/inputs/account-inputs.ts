import { Field, InputType, Int } from 'type-graphql';
import { CompanySizeEnum, IndustryEnum } from '../types/company-types';
import { LocaleEnum, SocialMediaKindEnum } from '../types/user-types';
import { AddressInput } from './super-order-input';

@InputType('SocialMediaLinkInput')
export class SocialMediaLinkInput {
  @Field(() => SocialMediaKindEnum) kind!: string;
  @Field(() => String) username!: string;
}

@InputType('AboutTextInput')
export class AboutTextInput {
  @Field(() => LocaleEnum) locale!: string;
  @Field(() => String) text!: string;
}

/** Profile changes; only the fields sent change. A language change sends only `locale`. */
@InputType('UserInput')
export class UserInput {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) phoneNumber?: string;
  @Field(() => String, { nullable: true }) jobTitle?: string;
  @Field(() => String, { nullable: true }) biography?: string;
  @Field(() => String, { nullable: true }) pronouns?: string;
  @Field(() => String, { nullable: true }) location?: string;
  @Field(() => [String], { nullable: true }) languages?: string[];
  @Field(() => Boolean, { nullable: true }) showEmail?: boolean;
  @Field(() => [SocialMediaLinkInput], { nullable: true }) socialMedia?: SocialMediaLinkInput[];
  @Field(() => AddressInput, { nullable: true }) billingAddress?: AddressInput;
  @Field(() => AddressInput, { nullable: true }) shippingAddress?: AddressInput;
  @Field(() => LocaleEnum, { nullable: true }) locale?: string;
}

/** A new company: one address becomes both its billing and its shipping address. */
@InputType('CompanyInput')
export class CompanyInput {
  @Field(() => String) name!: string;
  @Field(() => String) legalName!: string;
  @Field(() => IndustryEnum) industry!: string;
  @Field(() => AddressInput) address!: AddressInput;
  @Field(() => String, { nullable: true }) vatNumber?: string;
}

@InputType('CompanyUpdateInput')
export class CompanyUpdateInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) legalName?: string;
  @Field(() => IndustryEnum, { nullable: true }) industry?: string;
  @Field(() => AddressInput, { nullable: true }) billingAddress?: AddressInput;
  @Field(() => AddressInput, { nullable: true }) shippingAddress?: AddressInput;
  @Field(() => [AboutTextInput], { nullable: true }) aboutTextByLocale?: AboutTextInput[];
  @Field(() => [SocialMediaLinkInput], { nullable: true }) socialMedia?: SocialMediaLinkInput[];
  @Field(() => CompanySizeEnum, { nullable: true }) companySize?: string;
  @Field(() => Int, { nullable: true }) foundingYear?: number;
  @Field(() => String, { nullable: true }) headquarterLocation?: string;
  @Field(() => String, { nullable: true }) contactPhone?: string;
  @Field(() => String, { nullable: true }) contactMail?: string;
  @Field(() => String, { nullable: true }) termsUrl?: string;
  @Field(() => String, { nullable: true }) imprintUrl?: string;
  @Field(() => String, { nullable: true }) privacyUrl?: string;
}
