import { ERASED, type AccountEvent } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';

const ACCOUNT_STREAMS = /^(user|company|manufacturer)-/;

/** Users, companies, their members and manufacturer profiles, as every screen needs them. */
export const accountProjector: EventProcessor = {
  name: 'accounts',
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!ACCOUNT_STREAMS.test(event.streamId)) return;
    const { type, data } = { type: event.type, data: event.data } as AccountEvent;
    switch (type) {
      case 'UserRegistered':
        await tx.query(
          `insert into users (id, username, email, first_name, last_name, locale, created_on) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (id) do nothing`,
          [data.userId, data.username, data.email, data.firstName, data.lastName, data.locale, data.occurredAt],
        );
        return;
      case 'UserErased':
        await tx.query('update users set username = $2, email = $2, first_name = $2, last_name = $2 where id = $1', [data.userId, ERASED]);
        return;
      case 'CompanyCreated':
        await tx.query(
          'insert into companies (id, name, legal_name, created_on) values ($1, $2, $3, $4) on conflict (id) do nothing',
          [data.companyId, data.name, data.legalName, data.occurredAt],
        );
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
    }
  },
  async reset(tx: SqlClient) {
    for (const table of ['manufacturers', 'company_members', 'companies', 'users']) await tx.query(`delete from ${table}`);
  },
};
