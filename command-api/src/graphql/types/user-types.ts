import { createUnionType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { LOCALES, ORDERING_CHOICES, SOCIAL_MEDIA_KINDS } from '@pcbm/domain';
import { AddressType } from './address-type';
import { CompanyReferenceType } from './account-types';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const SocialMediaKindEnum = enumOf(SOCIAL_MEDIA_KINDS);
export const LocaleEnum = enumOf(LOCALES);
export const OrderingChoiceEnum = enumOf(ORDERING_CHOICES);
registerEnumType(SocialMediaKindEnum, { name: 'SocialMediaKind' });
registerEnumType(LocaleEnum, { name: 'Locale' });
registerEnumType(OrderingChoiceEnum, { name: 'OrderingChoice' });

@ObjectType('SocialMediaLink')
export class SocialMediaLinkType {
  @Field(() => SocialMediaKindEnum) kind!: string;
  @Field(() => String) username!: string;
}

/** A person as others see them: public fields only, the email only when they chose to show it. */
@ObjectType('UserPublicAttributes')
export class UserPublicType {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) jobTitle!: string | null;
  @Field(() => String, { nullable: true }) biography!: string | null;
  @Field(() => String, { nullable: true }) pronouns!: string | null;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => [String]) languages!: string[];
  @Field(() => [SocialMediaLinkType]) socialMedia!: SocialMediaLinkType[];
  @Field(() => [CompanyReferenceType]) memberOf!: CompanyReferenceType[];
  @Field(() => String, { nullable: true }) logoPath!: string | null;
  @Field(() => String, { nullable: true }) headingPath!: string | null;
}

/** A person as they (and admins) see themselves. */
@ObjectType('UserProfile')
export class UserProfileType extends UserPublicType {
  @Field(() => String) username!: string;
  @Field(() => LocaleEnum) locale!: string;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => Boolean) showEmail!: boolean;
  @Field(() => AddressType, { nullable: true, description: "The company's address when the user belongs to one." }) billingAddress!: AddressType | null;
  @Field(() => AddressType, { nullable: true, description: "The company's address when the user belongs to one." }) shippingAddress!: AddressType | null;
  @Field(() => Date) createdOn!: Date;
}

/** What `user(id)` answers: the whole profile for oneself, colleagues and admins, public attributes for others. */
export const UserResultUnion = createUnionType({
  name: 'UserResult',
  types: () => [UserProfileType, UserPublicType] as const,
  resolveType: (value) => ('username' in value ? UserProfileType : UserPublicType),
});

@ObjectType('CurrentUser')
export class CurrentUserType {
  @Field(() => UserProfileType) user!: UserProfileType;
  @Field(() => Boolean, { description: 'True until the person has chosen to order as an individual or joined or created a company.' }) isFirstLogin!: boolean;
  @Field(() => Boolean) isPartOfManufacturer!: boolean;
  @Field(() => ID, { nullable: true }) manufacturerId!: string | null;
  @Field(() => Boolean, { description: 'Admins run the admin console.' }) isAdmin!: boolean;
}
