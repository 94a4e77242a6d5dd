import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ServiceEnum } from './enums';
import { ManufacturerPublicType } from './manufacturer-types';

export const SiteModeEnum = { MARKETPLACE: 'MARKETPLACE', MANUFACTURER_DASHBOARD: 'MANUFACTURER_DASHBOARD', BOM_FORMATTER: 'BOM_FORMATTER', WHITELABEL: 'WHITELABEL' } as const;
registerEnumType(SiteModeEnum, { name: 'SiteMode' });

@ObjectType('DisplayingHint')
@InputType('DisplayingHintInput')
export class DisplayingHintType {
  @Field(() => String) settingName!: string;
  @Field(() => String) settingValue!: string;
}

@ObjectType('LegalAttributes')
@InputType('LegalAttributesInput')
export class LegalAttributesType {
  @Field(() => String, { nullable: true }) termsUrl?: string;
  @Field(() => String, { nullable: true }) imprintUrl?: string;
  @Field(() => String, { nullable: true }) privacyUrl?: string;
}

@ObjectType('ShopLogo')
export class ShopLogoType {
  @Field(() => String, { nullable: true, description: 'Path of a logo hosted here (public, no token needed).' }) path!: string | null;
}

@ObjectType('WhiteLabelShop')
export class WhiteLabelShopType {
  @Field(() => ID) id!: string;
  @Field(() => String) hostname!: string;
  @Field(() => String, { description: "The producer's company name." }) name!: string;
  @Field(() => ID) manufacturerId!: string;
  @Field(() => ID, { description: 'The same as manufacturerId.' }) producerId!: string;
  @Field(() => Boolean) isWhiteLabel!: boolean;
  @Field(() => String) authenticationClient!: string;
  @Field(() => [DisplayingHintType]) cssDisplayingHints!: DisplayingHintType[];
  @Field(() => [ServiceEnum]) supportedServices!: string[];
  @Field(() => LegalAttributesType) legalAttributes!: LegalAttributesType;
  @Field(() => ShopLogoType) logo!: ShopLogoType;
  @Field(() => ManufacturerPublicType, { nullable: true }) manufacturer!: ManufacturerPublicType | null;
}

@ObjectType('SiteInfo')
export class SiteInfoType {
  @Field(() => SiteModeEnum) mode!: string;
  @Field(() => WhiteLabelShopType, { nullable: true, description: 'The shop, when the hostname is a white-label shop.' }) shop!: WhiteLabelShopType | null;
}

@InputType('ShopInput')
export class ShopInput {
  @Field(() => String) hostname!: string;
  @Field(() => ID) manufacturerId!: string;
  @Field(() => String) authenticationClient!: string;
  @Field(() => [DisplayingHintType], { nullable: true }) cssDisplayingHints?: DisplayingHintType[];
  @Field(() => [ServiceEnum], { nullable: true }) supportedServices?: string[];
  @Field(() => Boolean, { nullable: true, description: 'Creates a demo order for the shop (default true).' }) createDemoOrder?: boolean;
}

@InputType('ShopUpdateInput')
export class ShopUpdateInput {
  @Field(() => String, { nullable: true }) authenticationClient?: string;
  @Field(() => [DisplayingHintType], { nullable: true }) cssDisplayingHints?: DisplayingHintType[];
  @Field(() => [ServiceEnum], { nullable: true }) supportedServices?: string[];
  @Field(() => LegalAttributesType, { nullable: true }) legalAttributes?: LegalAttributesType;
}
