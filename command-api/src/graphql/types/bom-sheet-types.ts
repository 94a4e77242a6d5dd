import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('BomSheetRow', { description: 'One row of a formatted parts list.' })
export class BomSheetRowType {
  @Field(() => Int, { description: 'The row\'s position, from 1.' }) index!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => [String]) designators!: string[];
  @Field(() => String) manufacturer!: string;
  @Field(() => String) mpn!: string;
  @Field(() => String) package!: string;
  @Field(() => String) description!: string;
  @Field(() => String) electricValue!: string;
}

@ObjectType('BomSheet', { description: 'A parts list formatted by the BOM formatter.' })
export class BomSheetType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The uploaded file's name." }) filename!: string;
  @Field(() => [BomSheetRowType], { description: 'Every row when the caller may see the whole sheet; the first 3 otherwise.' }) rows!: BomSheetRowType[];
  @Field(() => Int, { description: 'All rows of the sheet.' }) rowCount!: number;
  @Field(() => Boolean, { description: 'True when rows holds only the first 3 (caller not signed in).' }) preview!: boolean;
  @Field(() => Boolean, { description: 'True when the signed-in caller owns the sheet (may edit and download it).' }) owned!: boolean;
  @Field(() => Boolean, { description: 'True when nobody owns the sheet yet, so the signed-in caller may make it theirs (claimBomSheet).' }) claimable!: boolean;
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date) updatedOn!: Date;
}

@InputType('BomSheetRowInput', { description: 'One row of a sheet as its owner edits it.' })
export class BomSheetRowInput {
  @Field(() => Int) quantity!: number;
  @Field(() => [String]) designators!: string[];
  @Field(() => String) manufacturer!: string;
  @Field(() => String) mpn!: string;
  @Field(() => String) package!: string;
  @Field(() => String) description!: string;
  @Field(() => String) electricValue!: string;
}
