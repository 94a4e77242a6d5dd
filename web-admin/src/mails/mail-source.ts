import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import type { Client } from '@urql/core';
import { dataOf } from '../data/api-answer';
import type { Connection, FormValues, PageArgs, ResourceSource } from '../data/resource-source';
import { MailFields, MailQuery, MailsQuery, type AdminMail } from './mail-operations';
import { MAIL_STATUSES } from './mail-status';

const isStatus = (value: unknown): value is string => typeof value === 'string' && (MAIL_STATUSES as readonly string[]).includes(value);

async function mails(client: Client, page: PageArgs, filter: FormValues): Promise<Connection<AdminMail>> {
  const variables = { ...page, ...(isStatus(filter.status) ? { status: filter.status } : {}) };
  const { adminGetAllMails } = await dataOf(client.query(MailsQuery, variables, { requestPolicy: 'network-only' }).toPromise());
  return { totalCount: adminGetAllMails.totalCount, edges: adminGetAllMails.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(MailFields, edge.node) })) };
}

/** The mail outbox, newest first, optionally of one status; one mail by its id. */
export const mailSource: ResourceSource<AdminMail> = {
  list: mails,
  one: async (client, id) => {
    const { adminGetMail } = await dataOf(client.query(MailQuery, { mailId: id }, { requestPolicy: 'network-only' }).toPromise());
    if (!adminGetMail) throw new Error(`The outbox has no mail ${id}.`);
    return readFragment(MailFields, adminGetMail);
  },
};
