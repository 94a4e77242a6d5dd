import { domainEventOf, isEventOf, isStreamOf, SHOP_EVENTS } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODEL_BATCHES_PER_COMMIT } from '../batches-per-commit';
import { READ_MODELS } from '../read-model-names';
import { table, TableBatch } from '../table-batch';
import { eventsOfStreams } from '../../stream-events';

interface ShopRow {
  id: string;
  hostname: string;
  manufacturer_id: string;
  authentication_client: string;
  css_displaying_hints: string;
  supported_services: string;
  legal_attributes: string;
  logo_file_id: string | null;
  created_on: string | Date;
}

const shops = table<ShopRow>(
  'shops',
  {
    id: 'text',
    hostname: 'text',
    manufacturer_id: 'text',
    authentication_client: 'text',
    css_displaying_hints: 'jsonb',
    supported_services: 'jsonb',
    legal_attributes: 'jsonb',
    logo_file_id: 'text',
    created_on: 'timestamptz',
  },
  ['id'],
  ['authentication_client', 'css_displaying_hints', 'supported_services', 'legal_attributes', 'logo_file_id'],
);

const json = (value: unknown): string | null => (value ? JSON.stringify(value) : null);

/** White-label shops, found by hostname on every request. */
export const shopProjector: EventProcessor = {
  name: READ_MODELS.shops,
  batchesPerCommit: READ_MODEL_BATCHES_PER_COMMIT,
  handles: eventsOfStreams('shop'),
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const batch = new TableBatch(shops);
    for (const event of events) {
      if (!isStreamOf(event.streamId, 'shop')) continue;
      const stored = domainEventOf(event);
      if (!isEventOf(SHOP_EVENTS, stored)) continue;
      const { type, data } = stored;
      if (type === 'ShopCreated') {
        batch.insert({
          id: data.shopId,
          hostname: data.hostname,
          manufacturer_id: data.manufacturerId,
          authentication_client: data.authenticationClient,
          css_displaying_hints: JSON.stringify(data.cssDisplayingHints),
          supported_services: JSON.stringify(data.supportedServices),
          legal_attributes: '{}',
          logo_file_id: null,
          created_on: data.occurredAt,
        });
      } else if (type === 'ShopUpdated') {
        const { changes } = data;
        // A setting the update leaves out (or sends as null) keeps its value.
        batch.update({ id: data.shopId }, (shop) => ({
          ...shop,
          authentication_client: changes.authenticationClient ?? shop.authentication_client,
          css_displaying_hints: json(changes.cssDisplayingHints) ?? shop.css_displaying_hints,
          supported_services: json(changes.supportedServices) ?? shop.supported_services,
          legal_attributes: json(changes.legalAttributes) ?? shop.legal_attributes,
          logo_file_id: data.logoFileId ?? shop.logo_file_id,
        }));
      }
    }
    await batch.write(tx);
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from shops');
  },
};
