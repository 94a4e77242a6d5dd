import { Field, ID, ObjectType } from 'type-graphql';
import { FileKindEnum } from './enums';

@ObjectType('File')
export class FileType {
  @Field(() => ID) id!: string;
  @Field(() => String) filename!: string;
  @Field(() => String, { description: 'Download path below the server; send the bearer token.' }) path!: string;
  @Field(() => FileKindEnum) prefix!: string;
  @Field(() => String) resourceId!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String) mediaType!: string;
  @Field(() => Number) size!: number;
  @Field(() => Date) createdOn!: Date;
}

@ObjectType('VersionedFile')
export class VersionedFileType {
  @Field(() => ID) id!: string;
  @Field(() => String) resourceId!: string;
  @Field(() => FileKindEnum) prefix!: string;
  @Field(() => FileType) current!: FileType;
  @Field(() => [FileType]) history!: FileType[];
  @Field(() => [String]) tags!: string[];
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date) updatedOn!: Date;
}
