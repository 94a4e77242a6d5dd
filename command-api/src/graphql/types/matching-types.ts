import { MATCHING_NOTE_CODES, PRODUCER_SORTS, searchComponentSchema } from '@pcbm/domain';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CertificateEnum, IpcClassEnum, OrderTypeEnum, ServiceEnum } from './enums';
import { DimensionsType, ManufacturerPublicType, QuantityRangeType, SizeRangeType } from './manufacturer-types';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const ProducerSortEnum = enumOf(PRODUCER_SORTS);
export const MatchingNoteCodeEnum = enumOf(MATCHING_NOTE_CODES);
export const MountEnum = enumOf(searchComponentSchema.shape.mount.unwrap().unwrap().options);
registerEnumType(ProducerSortEnum, { name: 'ManufacturerSort', description: 'Most relevant (optional services, then the nearest factory), most optional services, nearest factory, nearest headquarters.' });
registerEnumType(MatchingNoteCodeEnum, { name: 'MatchingNoteCode' });
registerEnumType(MountEnum, { name: 'Mount' });

@InputType('CapabilityServicesInput')
export class CapabilityServicesInput {
  @Field(() => [ServiceEnum], { defaultValue: [] }) required!: string[];
  @Field(() => [ServiceEnum], { defaultValue: [] }) optional!: string[];
}

@InputType('SearchComponentInput', { description: 'A parts-list row, so the server can look its part up.' })
export class SearchComponentInput {
  @Field(() => String, { defaultValue: '' }) mpn!: string;
  @Field(() => [String], { defaultValue: [] }) designators!: string[];
  @Field(() => Boolean, { defaultValue: false }) generic!: boolean;
  @Field(() => MountEnum, { nullable: true }) mount?: string | null;
}

@InputType('CapabilitySearchInput')
export class CapabilitySearchInput {
  @Field(() => OrderTypeEnum) orderType!: string;
  @Field(() => DimensionsType, { description: 'The board: long and short side and thickness in mm.' }) boardSize!: DimensionsType;
  @Field(() => Int) pcbQuantity!: number;
  @Field(() => Int, { nullable: true, description: 'Components per board; counted from the components when not given.' }) componentQuantity?: number | null;
  @Field(() => [CertificateEnum], { defaultValue: [] }) certificates!: string[];
  @Field(() => CapabilityServicesInput, { nullable: true }) services?: CapabilityServicesInput | null;
  @Field(() => Boolean, { defaultValue: false, description: 'Parts on both sides of the board.' }) doubleSidedSMT!: boolean;
  @Field(() => SizeRangeType, { nullable: true, description: 'Smallest and largest part, when measured by the caller.' }) ecSize?: SizeRangeType | null;
  @Field(() => Float, { nullable: true, description: 'Smallest pitch, when measured by the caller.' }) minimalPitch?: number | null;
  @Field(() => IpcClassEnum, { nullable: true, description: 'Always CLASS1 for matching.' }) ipcClass?: string | null;
  @Field(() => [SearchComponentInput], { nullable: true }) components?: SearchComponentInput[] | null;
}

@InputType('GeoPositionInput', { description: 'x is the longitude, y the latitude, in degrees.' })
export class GeoPositionInput {
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
}

@ObjectType('NotedPart')
export class NotedPartType {
  @Field(() => String) mpn!: string;
  @Field(() => [String]) designators!: string[];
}

@ObjectType('MatchingNote')
export class MatchingNoteType {
  @Field(() => MatchingNoteCodeEnum) code!: string;
  @Field(() => String) message!: string;
  @Field(() => [NotedPartType], { description: 'Parts ignored, with a too fine pitch, or unknown to the parts database.' }) parts!: NotedPartType[];
}

@ObjectType('MatchingManufacturer')
export class MatchingManufacturerType {
  @Field(() => ID) manufacturerId!: string;
  @Field(() => ManufacturerPublicType) manufacturer!: ManufacturerPublicType;
  @Field(() => [ServiceEnum], { description: 'The optional services asked for that this producer offers.' }) optionalServices!: string[];
  @Field(() => [MatchingNoteType]) notes!: MatchingNoteType[];
  @Field(() => Float, { nullable: true, description: 'Great-circle km from the shipping address to the nearest factory.' }) nearestFactoryKm!: number | null;
  @Field(() => Float, { nullable: true, description: 'Great-circle km from the shipping address to the headquarters.' }) headquarterKm!: number | null;
}

@ObjectType('CapabilitySearchResult')
export class CapabilitySearchResultType {
  @Field(() => [MatchingManufacturerType]) manufacturers!: MatchingManufacturerType[];
  @Field(() => [MatchingNoteType], { description: 'Notes about the search as a whole.' }) notes!: MatchingNoteType[];
}

@ObjectType('CapabilityMatchingGuidance', { description: 'What at least one producer can do for the order type.' })
export class CapabilityMatchingGuidanceType {
  @Field(() => Float, { nullable: true }) minimalPitch!: number | null;
  @Field(() => SizeRangeType, { nullable: true }) ecSize!: SizeRangeType | null;
  @Field(() => SizeRangeType, { nullable: true }) boardSize!: SizeRangeType | null;
  @Field(() => QuantityRangeType, { nullable: true }) pcbQuantity!: QuantityRangeType | null;
  @Field(() => QuantityRangeType, { nullable: true }) componentQuantity!: QuantityRangeType | null;
}
