import { CompanySizeEnum } from './company-types';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AddressInput } from '../inputs/super-order-input';
import { CompanyReferenceType } from './account-types';
import { AddressType } from './address-type';
import { CertificateEnum, IpcClassEnum, OrderTypeEnum, ServiceEnum } from './enums';

@ObjectType('Dimensions')
@InputType('DimensionsInput')
export class DimensionsType {
  @Field(() => Float) long!: number;
  @Field(() => Float) short!: number;
  @Field(() => Float) height!: number;
}

@ObjectType('SizeRange')
@InputType('SizeRangeInput')
export class SizeRangeType {
  @Field(() => DimensionsType) min!: DimensionsType;
  @Field(() => DimensionsType) max!: DimensionsType;
}

@ObjectType('QuantityRange', { description: 'No maximum means no upper bound.' })
@InputType('QuantityRangeInput')
export class QuantityRangeType {
  @Field(() => Int) min!: number;
  @Field(() => Int, { nullable: true }) max?: number | null;
}

/** A producer's capabilities as the admin enters them. */
@InputType('ManufacturerInput')
export class ManufacturerInput {
  @Field(() => Boolean) allowMatching!: boolean;
  @Field(() => [OrderTypeEnum]) orderTypes!: string[];
  @Field(() => SizeRangeType) boardSize!: SizeRangeType;
  @Field(() => SizeRangeType) ecSize!: SizeRangeType;
  @Field(() => Float) minimalPitch!: number;
  @Field(() => Boolean) doubleSidedSMT!: boolean;
  @Field(() => IpcClassEnum) ipcClass!: string;
  @Field(() => [CertificateEnum]) certificates!: string[];
  @Field(() => [ServiceEnum]) supportedServices!: string[];
  @Field(() => [String]) spokenLanguages!: string[];
  @Field(() => QuantityRangeType) pcbQuantity!: QuantityRangeType;
  @Field(() => QuantityRangeType) componentQuantity!: QuantityRangeType;
  @Field(() => AddressInput) headquarterAddress!: AddressInput;
  @Field(() => [AddressInput]) factoryAddresses!: AddressInput[];
}

/** What anyone signed in may see of a producer, for choosing one. */
@ObjectType('ManufacturerPublicAttributes')
export class ManufacturerPublicType {
  @Field(() => ID) id!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => CompanyReferenceType) company!: CompanyReferenceType;
  @Field(() => Boolean) allowMatching!: boolean;
  @Field(() => [OrderTypeEnum]) orderTypes!: string[];
  @Field(() => SizeRangeType, { nullable: true }) boardSize!: SizeRangeType | null;
  @Field(() => SizeRangeType, { nullable: true }) ecSize!: SizeRangeType | null;
  @Field(() => Float, { nullable: true }) minimalPitch!: number | null;
  @Field(() => Boolean) doubleSidedSMT!: boolean;
  @Field(() => IpcClassEnum, { nullable: true }) ipcClass!: string | null;
  @Field(() => [CertificateEnum]) certificates!: string[];
  @Field(() => [ServiceEnum]) supportedServices!: string[];
  @Field(() => [String]) spokenLanguages!: string[];
  @Field(() => QuantityRangeType, { nullable: true }) pcbQuantity!: QuantityRangeType | null;
  @Field(() => QuantityRangeType, { nullable: true }) componentQuantity!: QuantityRangeType | null;
  @Field(() => AddressType, { nullable: true }) headquarterAddress!: AddressType | null;
  @Field(() => [AddressType]) factoryAddresses!: AddressType[];
  @Field(() => [String], { description: 'Countries of the factories.' }) factoryCountries!: string[];
  @Field(() => Int, { description: 'Members of the producer company.' }) employeeCount!: number;
  @Field(() => CompanySizeEnum, { nullable: true, description: "The company's size band, as the company gives it." }) companySize!: string | null;
  @Field(() => Int, { nullable: true, description: 'The year the company was founded, as it gives it.' }) foundingYear!: number | null;
}
