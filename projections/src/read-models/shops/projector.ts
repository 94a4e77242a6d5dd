import { domainEventOf, isEventOf, isStreamOf, SHOP_EVENTS } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-model-names';

/** White-label shops, found by hostname on every request. */
export const shopProjector: EventProcessor = {
  name: READ_MODELS.shops,
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!isStreamOf(event.streamId, 'shop')) return;
    const stored = domainEventOf(event);
    if (!isEventOf(SHOP_EVENTS, stored)) return;
    const { type, data } = stored;
    if (type === 'ShopCreated') {
      await tx.query(
        `insert into shops (id, hostname, manufacturer_id, authentication_client, css_displaying_hints, supported_services, created_on)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) on conflict (id) do nothing`,
        [data.shopId, data.hostname, data.manufacturerId, data.authenticationClient, JSON.stringify(data.cssDisplayingHints), JSON.stringify(data.supportedServices), data.occurredAt],
      );
    } else if (type === 'ShopUpdated') {
      const { changes } = data;
      await tx.query(
        `update shops set authentication_client = coalesce($2, authentication_client),
           css_displaying_hints = coalesce($3::jsonb, css_displaying_hints), supported_services = coalesce($4::jsonb, supported_services),
           legal_attributes = coalesce($5::jsonb, legal_attributes), logo_file_id = coalesce($6, logo_file_id) where id = $1`,
        [
          data.shopId,
          changes.authenticationClient ?? null,
          changes.cssDisplayingHints ? JSON.stringify(changes.cssDisplayingHints) : null,
          changes.supportedServices ? JSON.stringify(changes.supportedServices) : null,
          changes.legalAttributes ? JSON.stringify(changes.legalAttributes) : null,
          data.logoFileId,
        ],
      );
    }
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from shops');
  },
};
