import { domainEventOf, ErrorCode, foldEvents, isCustomerOf, superOrderDecider, superOrderStreamId, type SuperOrderState } from '@pcbm/domain';
import { writeHistoryExport, type RecordedEvent } from '@pcbm/platform';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { companyNames, usernames } from '@pcbm/projections/queries';
import { requireActor, isAuditor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { HistoryExportFileType, OrderHistoryEntryType } from '../types/history-types';
import { SuperOrderType } from '../types/order-types';
import { toSuperOrderView } from '../types/order-view';

const fold = (events: readonly RecordedEvent[]): SuperOrderState | null => foldEvents(superOrderDecider, events.map(domainEventOf));

async function readHistory(context: GraphQLContext, superOrderId: string): Promise<RecordedEvent[]> {
  const actor = requireActor(context);
  const events = await context.services.store.readStream(superOrderStreamId(superOrderId));
  if (events.length === 0) return refuse(ErrorCode.SUPER_ORDER_NOT_FOUND, 'The order was not found.');
  if (!isAuditor(context) && !isCustomerOf(actor, fold(events)!)) {
    return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only auditors and the customer may see the history.');
  }
  return events;
}

/** Every event of the stream as the auditor sees it: who, when, from which command, and what. */
async function historyEntries(context: GraphQLContext, events: readonly RecordedEvent[]): Promise<OrderHistoryEntryType[]> {
  const userIds = [...new Set(events.map((e) => e.metadata.actor?.userId).filter((id): id is string => !!id))];
  const companyIds = [...new Set(events.map((e) => e.metadata.actor?.companyId).filter((id): id is string => !!id))];
  const users = await usernames(context.services.db, userIds);
  const companies = await companyNames(context.services.db, companyIds);
  return events.map((event) => {
    const actor = event.metadata.actor;
    return {
      position: event.globalPosition,
      streamPosition: event.streamPosition,
      eventId: event.eventId,
      type: event.type,
      schemaVersion: event.schemaVersion,
      storedSchemaVersion: event.storedSchemaVersion ?? event.schemaVersion,
      time: event.recordedAt,
      actor: {
        kind: actor?.kind ?? 'SYSTEM',
        userId: actor?.userId ?? null,
        username: users.find((u) => u.id === actor?.userId)?.username ?? null,
        companyId: actor?.companyId ?? null,
        companyName: companies.find((c) => c.id === actor?.companyId)?.name ?? null,
      },
      command: event.metadata.command ?? null,
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
      data: event.data as Record<string, unknown>,
    };
  });
}

@Resolver()
export class AuditQueries {
  @Query(() => [OrderHistoryEntryType], { description: "Every event of a super order's stream in order, with who did it and why." })
  async fetchOrderHistory(
    @Ctx() context: GraphQLContext,
    @Arg('superOrderId', () => ID) superOrderId: string,
  ): Promise<OrderHistoryEntryType[]> {
    return historyEntries(context, await readHistory(context, superOrderId));
  }

  @Query(() => HistoryExportFileType, {
    description: "A super order's complete history as JSON lines chained by hashes and signed by the server; check it with `npm run audit -- verify <file>`.",
  })
  async exportOrderHistory(
    @Ctx() context: GraphQLContext,
    @Arg('superOrderId', () => ID) superOrderId: string,
  ): Promise<HistoryExportFileType> {
    const entries = await historyEntries(context, await readHistory(context, superOrderId));
    const exportedAt = context.services.clock().toISOString();
    const text = writeHistoryExport(
      { superOrderId, exportedAt, exportedBy: context.user?.username ?? '' },
      entries.map((entry) => ({ ...entry, time: entry.time.toISOString() })),
      context.services.auditKey,
    );
    return {
      filename: `order-history-${superOrderId}-${exportedAt.replace(/[:.]/g, '-')}.jsonl`,
      mediaType: 'application/x-ndjson',
      data: Buffer.from(text, 'utf8').toString('base64'),
    };
  }

  @Query(() => SuperOrderType, { description: 'The super order as it was at a moment in the past, replayed from its events.' })
  async fetchOrderAsOf(
    @Ctx() context: GraphQLContext,
    @Arg('superOrderId', () => ID) superOrderId: string,
    @Arg('asOf', () => Date) asOf: Date,
  ): Promise<SuperOrderType> {
    const events = await readHistory(context, superOrderId);
    const state = fold(events.filter((event) => event.recordedAt.getTime() <= asOf.getTime()));
    if (!state) return refuse(ErrorCode.SUPER_ORDER_NOT_FOUND, 'The order did not exist yet at that time.');
    return toSuperOrderView(state);
  }
}
