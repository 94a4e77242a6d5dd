import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Address')
export class AddressType {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String) recipient!: string;
  @Field(() => String) country!: string;
  @Field(() => String) addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2?: string;
  @Field(() => String) zipcode!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { nullable: true }) companyTaxNumber?: string;
}
