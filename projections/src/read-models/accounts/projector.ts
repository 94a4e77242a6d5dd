import { ACCOUNT_EVENTS, domainEventOf, ERASED, isEventOf, isStreamOf } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-model-names';

const isAccountStream = (streamId: string) => isStreamOf(streamId, 'user') || isStreamOf(streamId, 'company') || isStreamOf(streamId, 'manufacturer');

/** Users, companies, their members and manufacturer profiles, as every screen needs them. */
export const accountProjector: EventProcessor = {
  name: READ_MODELS.accounts,
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!isAccountStream(event.streamId)) return;
    const stored = domainEventOf(event);
    if (!isEventOf(ACCOUNT_EVENTS, stored)) return;
    const { type, data } = stored;
    switch (type) {
      case 'UserRegistered':
        await tx.query(
          `insert into users (id, username, email, first_name, last_name, locale, created_on) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (id) do nothing`,
          [data.userId, data.username, data.email, data.firstName, data.lastName, data.locale, data.occurredAt],
        );
        return;
      case 'UserProfileUpdated': {
        const { firstName, lastName, locale, ...profile } = data.changes;
        await tx.query(
          `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), locale = coalesce($4, locale),
             profile = profile || $5::jsonb where id = $1`,
          [data.userId, firstName ?? null, lastName ?? null, locale ?? null, JSON.stringify(profile)],
        );
        return;
      }
      case 'UserOrderingChoiceMade':
        await tx.query('update users set ordering_choice = $2 where id = $1', [data.userId, data.orderAs]);
        return;
      case 'UserErased':
        await tx.query(`update users set username = $2, email = $2, first_name = $2, last_name = $2, profile = '{}' where id = $1`, [data.userId, ERASED]);
        return;
      case 'CompanyCreated':
        await tx.query(
          `insert into companies (id, name, legal_name, industry, billing_address, shipping_address, vat_number, created_on)
           values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8) on conflict (id) do nothing`,
          [data.companyId, data.name, data.legalName, data.industry, JSON.stringify(data.billingAddress), JSON.stringify(data.shippingAddress), data.vatNumber, data.occurredAt],
        );
        return;
      case 'CompanyUpdated': {
        const { name, legalName, industry, billingAddress, shippingAddress, ...profile } = data.changes;
        await tx.query(
          `update companies set name = coalesce($2, name), legal_name = coalesce($3, legal_name), industry = coalesce($4, industry),
             billing_address = coalesce($5::jsonb, billing_address), shipping_address = coalesce($6::jsonb, shipping_address),
             profile = profile || $7::jsonb where id = $1`,
          [data.companyId, name ?? null, legalName ?? null, industry ?? null, billingAddress ? JSON.stringify(billingAddress) : null, shippingAddress ? JSON.stringify(shippingAddress) : null, JSON.stringify(profile)],
        );
        return;
      }
      case 'ExportSettingsSet':
        await tx.query(
          `insert into export_settings (owner, owner_id, settings) values ($1, $2, $3::jsonb)
           on conflict (owner, owner_id) do update set settings = excluded.settings`,
          [data.owner, data.ownerId, JSON.stringify(data.settings)],
        );
        return;
      case 'ExportSettingsReset':
        await tx.query('delete from export_settings where owner = $1 and owner_id = $2', [data.owner, data.ownerId]);
        return;
      case 'CompanyNdaSigned':
        await tx.query(
          `insert into company_ndas (company_id, file_id, signed_by_id, locale, signed_on) values ($1, $2, $3, $4, $5)
           on conflict (company_id) do update set file_id = excluded.file_id, signed_by_id = excluded.signed_by_id, locale = excluded.locale, signed_on = excluded.signed_on`,
          [data.companyId, data.fileId, data.signedById, data.locale, data.occurredAt],
        );
        return;
      case 'CompanyNdaDeleted':
        await tx.query('delete from company_ndas where company_id = $1', [data.companyId]);
        return;
      case 'CompanyMemberRemoved':
        await tx.query('delete from company_members where company_id = $1 and user_id = $2', [data.companyId, data.userId]);
        return;
      case 'CompanyMemberAdded':
        await tx.query(
          'insert into company_members (company_id, user_id, added_on) values ($1, $2, $3) on conflict do nothing',
          [data.companyId, data.userId, data.occurredAt],
        );
        return;
      case 'ManufacturerCreated':
        await tx.query(
          `insert into manufacturers (id, company_id, allow_matching, created_on) values ($1, $2, $3, $4)
           on conflict (id) do nothing`,
          [data.manufacturerId, data.companyId, data.allowMatching, data.occurredAt],
        );
        return;
      case 'ManufacturerCapabilitiesSet':
        await tx.query('update manufacturers set allow_matching = $2, capabilities = $3::jsonb where id = $1', [
          data.manufacturerId,
          data.capabilities.allowMatching,
          JSON.stringify(data.capabilities),
        ]);
        return;
    }
  },
  async reset(tx: SqlClient) {
    for (const table of ['company_ndas', 'export_settings', 'manufacturers', 'company_members', 'companies', 'users']) await tx.query(`delete from ${table}`);
  },
};
