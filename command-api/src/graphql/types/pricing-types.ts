import { PRICING_MODES } from '@pcbm/domain';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AddressInput } from '../inputs/super-order-input';
import { OrderTypeEnum } from './enums';
import { VersionedFileType } from './file-types';
import { ManufacturerPublicType } from './manufacturer-types';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const PricingModeEnum = enumOf(PRICING_MODES);
registerEnumType(PricingModeEnum, { name: 'PricingMode', description: 'DISABLED, FORMULA (the producer\'s formulas) or EXTERNAL (the producer\'s pricing server).' });

@ObjectType('PricingScope')
export class PricingScopeType {
  @Field(() => PricingModeEnum) mode!: string;
  @Field(() => Boolean, { description: 'Whether instant prices are given in this scope.' }) supportsPricing!: boolean;
}

@ObjectType('ExternalPricing', { description: 'The pricing server; its API key is never shown.' })
export class ExternalPricingType {
  @Field(() => String) url!: string;
  @Field(() => Boolean) apiKeySet!: boolean;
}

@ObjectType('PricingFormula')
export class PricingFormulaType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { description: '`name = expression`' }) calculation!: string;
}

@ObjectType('FormulaPricing')
export class FormulaPricingType {
  @Field(() => ID) formulaId!: string;
  @Field(() => VersionedFileType, { nullable: true }) file!: VersionedFileType | null;
  @Field(() => [PricingFormulaType]) formulas!: PricingFormulaType[];
}

@ObjectType('OrderPricing')
export class OrderPricingType {
  @Field(() => PricingScopeType) market!: PricingScopeType;
  @Field(() => PricingScopeType) whitelabel!: PricingScopeType;
  @Field(() => ExternalPricingType, { nullable: true }) external!: ExternalPricingType | null;
  @Field(() => FormulaPricingType, { nullable: true }) formula!: FormulaPricingType | null;
}

@ObjectType('ManufacturerWithPricing', { description: 'A producer with its instant pricing setup (its members and admins only).' })
export class ManufacturerWithPricingType extends ManufacturerPublicType {
  @Field(() => OrderPricingType) orderPricing!: OrderPricingType;
}

@ObjectType('OrderPriceRange')
export class OrderPriceRangeType {
  @Field(() => Float) cost!: number;
  @Field(() => Float, { nullable: true }) tolerance?: number;
  @Field(() => Float, { nullable: true }) tax?: number;
  @Field(() => Float, { nullable: true }) assemblyCost?: number;
  @Field(() => Float, { nullable: true }) componentCost?: number;
  @Field(() => Float, { nullable: true }) pcbCost?: number;
  @Field(() => Float, { nullable: true }) shippingCost?: number;
  @Field(() => Float, { nullable: true, description: 'Days.' }) completionTime?: number;
  @Field(() => Float, { nullable: true, description: 'Days.' }) shippingTime?: number;
}

@ObjectType('ManufacturerPriceRange', { description: 'A producer\'s instant price, or why it could not be given.' })
export class ManufacturerPriceRangeType {
  @Field(() => ID) manufacturerId!: string;
  @Field(() => OrderPriceRangeType, { nullable: true }) priceRange!: OrderPriceRangeType | null;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType('PricingReportFile', { description: 'A generated file: name, media type and base64 content.' })
export class PricingReportFileType {
  @Field(() => String) filename!: string;
  @Field(() => String) mediaType!: string;
  @Field(() => String) data!: string;
}

@InputType('OrderPricingInput', { description: 'Changes to the pricing setup; fields left out stay as they are.' })
export class OrderPricingInput {
  @Field(() => PricingModeEnum, { nullable: true }) market?: string;
  @Field(() => PricingModeEnum, { nullable: true }) whitelabel?: string;
  @Field(() => String, { nullable: true }) externalUrl?: string;
  @Field(() => String, { nullable: true, description: 'Write-only.' }) externalApiKey?: string;
}

@InputType('PricingTestInput', { description: 'Inputs to try formulas with; missing ones take their defaults.' })
export class PricingTestInput {
  @Field(() => Int, { nullable: true }) pcbQuantity?: number;
  @Field(() => Int, { nullable: true }) pcbPerPanel?: number;
  @Field(() => Float, { nullable: true }) partSourcingCost?: number;
  @Field(() => Boolean, { nullable: true }) pcbProvided?: boolean;
  @Field(() => Float, { nullable: true, description: 'cm²' }) pcbSize?: number;
  @Field(() => Int, { nullable: true }) pcbLayers?: number;
  @Field(() => Float, { nullable: true, description: 'mm' }) boardThickness?: number;
  @Field(() => String, { nullable: true }) finish?: string;
  @Field(() => Int, { nullable: true }) smtPartCount?: number;
  @Field(() => Int, { nullable: true }) thtPartCount?: number;
  @Field(() => Int, { nullable: true }) thtPinCount?: number;
}

@InputType('PricingProductionDataInput', { description: 'The order fields pricing reads; addresses and type may still be missing in the wizard.' })
export class PricingProductionDataInput {
  @Field(() => [ID], { nullable: true }) manufacturers?: string[];
  @Field(() => ID, { nullable: true }) fromWhitelabel?: string;
  @Field(() => ID, { nullable: true }) asCompany?: string;
  @Field(() => Int, { nullable: true }) quantity?: number;
  @Field(() => Int, { nullable: true }) pcbPerPanel?: number;
  @Field(() => Boolean, { nullable: true }) isPanel?: boolean;
  @Field(() => Boolean, { nullable: true }) pcbProvidedByCustomer?: boolean;
  @Field(() => OrderTypeEnum, { nullable: true }) type?: string;
  @Field(() => AddressInput, { nullable: true }) shippingAddress?: AddressInput;
  @Field(() => AddressInput, { nullable: true }) billingAddress?: AddressInput;
  @Field(() => Int, { nullable: true }) smtPartCount?: number;
  @Field(() => Int, { nullable: true }) thtPartCount?: number;
  @Field(() => Int, { nullable: true }) thtPinCount?: number;
}
