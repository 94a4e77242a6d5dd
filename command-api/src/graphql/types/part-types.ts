import { Field, Float, InputType, ObjectType } from 'type-graphql';

@InputType('PartInput')
export class PartInput {
  @Field(() => String) mpn!: string;
  @Field(() => String, { nullable: true }) manufacturer?: string | null;
}

@ObjectType('ElectronicComponentSize', { description: 'Body size in mm.' })
export class PartSizeType {
  @Field(() => Float) length!: number;
  @Field(() => Float) width!: number;
  @Field(() => Float, { nullable: true }) height!: number | null;
}

@ObjectType('PartImage')
export class PartImageType {
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) creditText!: string | null;
  @Field(() => String, { nullable: true }) creditLink!: string | null;
}

@ObjectType('Part', { description: 'A part as the parts database describes it; sizes and pitch in mm.' })
export class PartType {
  @Field(() => String) mpn!: string;
  @Field(() => String) manufacturer!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { description: 'RESISTOR, CHIP, CAPACITOR, DIODE, INDUCTOR, FUSE, CONNECTOR, testpoint, TRANSISTOR or UNKNOWN.' }) deviceType!: string;
  @Field(() => String, { nullable: true }) case!: string | null;
  @Field(() => String, { nullable: true }) electricalValue!: string | null;
  @Field(() => String, { nullable: true }) tolerance!: string | null;
  @Field(() => String, { nullable: true }) maxVoltage!: string | null;
  @Field(() => Float, { nullable: true }) pitch!: number | null;
  @Field(() => String, { nullable: true, description: 'SMT or THT.' }) mount!: string | null;
  @Field(() => PartSizeType, { nullable: true }) ecSize!: PartSizeType | null;
  @Field(() => PartImageType, { nullable: true }) image!: PartImageType | null;
}

@ObjectType('BomHeader')
export class BomHeaderType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The column kind assigned (designator, mpn, manufacturer, quantity, ...); null when the column is not used.' })
  kind!: string | null;
}

@ObjectType('BomDetection')
export class BomDetectionType {
  @Field(() => [BomHeaderType]) headers!: BomHeaderType[];
  @Field(() => [PartType]) foundParts!: PartType[];
  @Field(() => [String]) notFoundMpns!: string[];
}
