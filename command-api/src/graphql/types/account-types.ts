import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('CompanyReference')
export class CompanyReferenceType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) locale!: string;
}

@ObjectType('Manufacturer')
export class ManufacturerType {
  @Field(() => ID) id!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => CompanyReferenceType) company!: CompanyReferenceType;
  @Field(() => Boolean) allowMatching!: boolean;
}
