import { ACCOUNT_EVENTS, domainEventOf, ERASED, isEventOf, isStreamOf, type AccountEvent } from '@pcbm/domain';
import { sendStatement, type EventProcessor, type RecordedEvent, type ResetOptions, type SqlClient } from '@pcbm/platform';
import { READ_MODEL_BATCHES_PER_COMMIT } from '../batches-per-commit';
import { READ_MODELS } from '../read-model-names';
import { TableBatch } from '../table-batch';
import { companies, exportSettings, manufacturers, members, ndas, users } from './tables';
import { RESET_ACCOUNT_COUNTS } from './account-counts';
import { eventsOfStreams } from '../../stream-events';

const isAccountStream = (streamId: string) => isStreamOf(streamId, 'user') || isStreamOf(streamId, 'company') || isStreamOf(streamId, 'manufacturer');

/** A profile with the changes merged in, key by key, as jsonb's `||` merges two objects. */
const merged = (profile: string, changes: object): string => JSON.stringify({ ...JSON.parse(profile), ...JSON.parse(JSON.stringify(changes)) });
const json = (value: unknown): string | null => (value ? JSON.stringify(value) : null);

/** The account tables a batch changes. */
class AccountBatch {
  readonly users = new TableBatch(users);
  readonly companies = new TableBatch(companies);
  readonly members = new TableBatch(members);
  readonly manufacturers = new TableBatch(manufacturers);
  readonly exportSettings = new TableBatch(exportSettings);
  readonly ndas = new TableBatch(ndas);
  /** Companies deleted in the batch, with when. */
  readonly deletedCompanies = new Map<string, string>();

  async write(tx: SqlClient): Promise<void> {
    for (const batch of [this.users, this.companies, this.members, this.manufacturers, this.exportSettings, this.ndas]) await batch.write(tx);
    await this.dropDeletedCompanies(tx);
  }

  /**
   * A deleted company's rows go after the batch's other writes: nothing comes after the deletion on its stream, and no
   * other stream writes its rows, so this is what handling the events one at a time leaves. Its members are whoever
   * the table holds then, its name stays for the requests placed as it.
   */
  private async dropDeletedCompanies(tx: SqlClient): Promise<void> {
    if (this.deletedCompanies.size === 0) return;
    const ids = [...this.deletedCompanies.keys()];
    await sendStatement(
      tx,
      `insert into deleted_companies (id, name, deleted_on)
       select c.id, c.name, d.deleted_on from companies c join unnest($1::text[], $2::timestamptz[]) as d (id, deleted_on) on d.id = c.id
       on conflict (id) do nothing`,
      [ids, [...this.deletedCompanies.values()]],
    );
    await sendStatement(tx, 'delete from company_members where company_id = any($1::text[])', [ids]);
    await sendStatement(tx, 'delete from company_ndas where company_id = any($1::text[])', [ids]);
    await sendStatement(tx, "delete from export_settings where owner = 'company' and owner_id = any($1::text[])", [ids]);
    await sendStatement(tx, 'delete from companies where id = any($1::text[])', [ids]);
  }
}

function apply(batch: AccountBatch, { type, data }: AccountEvent): void {
  switch (type) {
    case 'UserRegistered':
      batch.users.insert({
        id: data.userId,
        username: data.username,
        email: data.email,
        first_name: data.firstName,
        last_name: data.lastName,
        locale: data.locale,
        created_on: data.occurredAt,
        profile: '{}',
        ordering_choice: null,
      });
      return;
    case 'UserProfileUpdated': {
      // Names and language have their own columns; the rest of the profile merges into `profile`.
      const { firstName, lastName, locale, ...profile } = data.changes;
      batch.users.update({ id: data.userId }, (user) => ({
        ...user,
        first_name: firstName ?? user.first_name,
        last_name: lastName ?? user.last_name,
        locale: locale ?? user.locale,
        profile: merged(user.profile, profile),
      }));
      return;
    }
    case 'UserEmailChanged':
      batch.users.update({ id: data.userId }, (user) => ({ ...user, email: data.email }));
      return;
    case 'UserOrderingChoiceMade':
      batch.users.update({ id: data.userId }, (user) => ({ ...user, ordering_choice: data.orderAs ?? null }));
      return;
    case 'UserErased':
      batch.users.update({ id: data.userId }, (user) => ({ ...user, username: ERASED, email: ERASED, first_name: ERASED, last_name: ERASED, profile: '{}' }));
      return;
    case 'CompanyCreated':
      batch.companies.insert({
        id: data.companyId,
        name: data.name,
        legal_name: data.legalName,
        industry: data.industry,
        billing_address: JSON.stringify(data.billingAddress),
        shipping_address: JSON.stringify(data.shippingAddress),
        vat_number: data.vatNumber,
        created_on: data.occurredAt,
        profile: '{}',
      });
      return;
    case 'CompanyUpdated': {
      const { name, legalName, industry, billingAddress, shippingAddress, ...profile } = data.changes;
      batch.companies.update({ id: data.companyId }, (company) => ({
        ...company,
        name: name ?? company.name,
        legal_name: legalName ?? company.legal_name,
        industry: industry ?? company.industry,
        billing_address: json(billingAddress) ?? company.billing_address,
        shipping_address: json(shippingAddress) ?? company.shipping_address,
        profile: merged(company.profile, profile),
      }));
      return;
    }
    case 'ExportSettingsSet':
      batch.exportSettings.put({ owner: data.owner, owner_id: data.ownerId, settings: JSON.stringify(data.settings) });
      return;
    case 'ExportSettingsReset':
      batch.exportSettings.remove({ owner: data.owner, owner_id: data.ownerId });
      return;
    case 'CompanyNdaSigned':
      batch.ndas.put({ company_id: data.companyId, file_id: data.fileId, signed_by_id: data.signedById, locale: data.locale, signed_on: data.occurredAt });
      return;
    case 'CompanyNdaDeleted':
      batch.ndas.remove({ company_id: data.companyId });
      return;
    case 'CompanyMemberAdded':
      batch.members.insert({ company_id: data.companyId, user_id: data.userId, added_on: data.occurredAt });
      return;
    case 'CompanyMemberRemoved':
      batch.members.remove({ company_id: data.companyId, user_id: data.userId });
      return;
    case 'CompanyDeleted':
      batch.deletedCompanies.set(data.companyId, data.occurredAt);
      return;
    case 'ManufacturerCreated':
      batch.manufacturers.insert({ id: data.manufacturerId, company_id: data.companyId, allow_matching: data.allowMatching, created_on: data.occurredAt, capabilities: null });
      return;
    case 'ManufacturerCapabilitiesSet':
      batch.manufacturers.update({ id: data.manufacturerId }, (manufacturer) => ({
        ...manufacturer,
        allow_matching: data.capabilities.allowMatching,
        capabilities: JSON.stringify(data.capabilities),
      }));
      return;
  }
}

/** Users, companies, their members and manufacturer profiles, as every screen needs them; deleted companies by name only. */
export const accountProjector: EventProcessor = {
  name: READ_MODELS.accounts,
  batchesPerCommit: READ_MODEL_BATCHES_PER_COMMIT,
  handles: eventsOfStreams('user', 'company', 'manufacturer'),
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const batch = new AccountBatch();
    for (const event of events) {
      if (!isAccountStream(event.streamId)) continue;
      const stored = domainEventOf(event);
      if (isEventOf(ACCOUNT_EVENTS, stored)) apply(batch, stored);
    }
    await batch.write(tx);
  },
  async reset(tx: SqlClient, options?: ResetOptions) {
    const tables = ['company_ndas', 'export_settings', 'manufacturers', 'company_members', 'companies', 'deleted_companies', 'users'];
    // Emptied at once: a rebuild then writes into clean tables instead of beside every deleted row. A replacement
    // deletes, so readers keep the old rows until it commits.
    if (options?.replacing) for (const table of tables) await tx.query(`delete from ${table}`);
    else await tx.query(`truncate ${tables.join(', ')}`);
    await tx.query(RESET_ACCOUNT_COUNTS);
  },
};
