import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('HistoryActor')
export class HistoryActorType {
  @Field(() => String, { description: 'USER or SYSTEM.' }) kind!: string;
  @Field(() => ID, { nullable: true }) userId!: string | null;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => ID, { nullable: true }) companyId!: string | null;
  @Field(() => String, { nullable: true }) companyName!: string | null;
}

@ObjectType('HistoryExportFile', { description: 'A downloadable file: JSON lines chained by hashes and signed by the server.' })
export class HistoryExportFileType {
  @Field(() => String) filename!: string;
  @Field(() => String) mediaType!: string;
  @Field(() => String, { description: 'The file content, base64-encoded.' }) data!: string;
}

@ObjectType('OrderHistoryEntry', { description: 'One event of a super order stream, as stored.' })
export class OrderHistoryEntryType {
  @Field(() => String, { description: 'Position in the global log.' }) position!: string;
  @Field(() => Int, { description: 'Position in the super order stream, from 1.' }) streamPosition!: number;
  @Field(() => ID) eventId!: string;
  @Field(() => String) type!: string;
  @Field(() => Int, { description: 'The version the event is shown in (the current one).' }) schemaVersion!: number;
  @Field(() => Int, { description: 'The version the event was written with.' }) storedSchemaVersion!: number;
  @Field(() => Date) time!: Date;
  @Field(() => HistoryActorType) actor!: HistoryActorType;
  @Field(() => String, { nullable: true, description: 'The command that caused the event.' }) command!: string | null;
  @Field(() => String) correlationId!: string;
  @Field(() => String) causationId!: string;
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
}
