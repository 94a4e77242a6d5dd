import { toIntegrationEvent, type IntegrationEvent } from '@pcbm/domain';
import { LOG_START } from '@pcbm/platform';
import type { System } from '@pcbm/server';

/** The integration events the whole log stands for, in log order. */
export async function expectedIntegrationEvents(system: System): Promise<IntegrationEvent[]> {
  const { store, db } = system.services;
  const { rows } = await db.query<{ id: string; super_order_id: string }>('select id, super_order_id from orders');
  const superOrders = new Map(rows.map((row) => [row.id, row.super_order_id]));
  const expected: IntegrationEvent[] = [];
  for (let batch = await store.readAll(LOG_START, 1000); batch.length > 0; batch = await store.readAll(batch[batch.length - 1], 1000)) {
    for (const event of batch) {
      const integration = toIntegrationEvent(event, { superOrderIdOf: (orderId) => superOrders.get(orderId) });
      if (integration) expected.push(integration);
    }
  }
  return expected;
}

/** Event ids per topic and key, in order; a repeated event id (a redelivery) counts once, where it first arrived. */
export function sequencesByKey(messages: readonly { topic: string; key: string; eventId: string }[]): Map<string, string[]> {
  const seen = new Set<string>();
  const sequences = new Map<string, string[]>();
  for (const { topic, key, eventId } of messages) {
    if (seen.has(eventId)) continue;
    seen.add(eventId);
    const id = `${topic} ${key}`;
    sequences.set(id, [...(sequences.get(id) ?? []), eventId]);
  }
  return sequences;
}
