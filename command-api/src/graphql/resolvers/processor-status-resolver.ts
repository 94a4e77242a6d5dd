import { readProcessorStatuses } from '@pcbm/platform';
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';

@ObjectType('ProcessorError', { description: 'The last error of a processor.' })
class ProcessorErrorType {
  @Field(() => String, { description: 'A catalogue code, a PostgreSQL SQLSTATE or the error class.' }) code!: string;
  @Field(() => String, { description: "The error's own text (shortened); it may quote the event's data." }) detail!: string;
  @Field(() => Date) at!: Date;
  @Field(() => String, { nullable: true, description: 'The event it failed on, when known.' }) eventId!: string | null;
  @Field(() => String, { nullable: true }) eventType!: string | null;
  @Field(() => String, { nullable: true, description: "The event's position in the log." }) eventPosition!: string | null;
}

@ObjectType('ProcessorStatus', { description: 'How a projector, reactor or publisher is following the event log.' })
class ProcessorStatusType {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'ok, or failing while it retries an event it cannot handle.' }) status!: string;
  @Field(() => String, { description: 'The last log position it has handled.' }) position!: string;
  @Field(() => Int, { description: 'How many log positions it is behind the head of the log.' }) lag!: number;
  @Field(() => Int, { description: 'Failures in a row.' }) failures!: number;
  @Field(() => Date, { nullable: true }) failingSince!: Date | null;
  @Field(() => ProcessorErrorType, { nullable: true }) lastError!: ProcessorErrorType | null;
}

@Resolver()
export class ProcessorStatusResolver {
  @Query(() => [ProcessorStatusType], { description: 'Every processor with its position, lag and last error (admins only).' })
  async adminProcessorStatus(@Ctx() context: GraphQLContext): Promise<ProcessorStatusType[]> {
    const statuses = await readProcessorStatuses(context.services.db);
    return statuses.map((s) => ({
      name: s.name,
      status: s.status,
      position: s.position,
      lag: Math.min(s.lag, 2 ** 31 - 1),
      failures: s.failures,
      failingSince: s.failingSince,
      lastError: s.lastError
        ? { code: s.lastError.code, detail: s.lastError.detail, at: s.lastError.at, eventId: s.lastError.event?.eventId ?? null, eventType: s.lastError.event?.type ?? null, eventPosition: s.lastError.event?.globalPosition ?? null }
        : null,
    }));
  }
}
