import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import type { Client } from '@urql/core';
import { dataOf } from '../data/api-answer';
import { API_PAGE_LIMIT } from '../data/data-provider';
import type { Connection, FormValues, PageArgs, ResourceSource } from '../data/resource-source';
import { MailFields, MailsQuery, type AdminMail } from './mail-operations';
import { MAIL_STATUSES } from './mail-status';

const isStatus = (value: unknown): value is string => typeof value === 'string' && (MAIL_STATUSES as readonly string[]).includes(value);

async function mails(client: Client, page: PageArgs, filter: FormValues): Promise<Connection<AdminMail>> {
  const variables = { ...page, ...(isStatus(filter.status) ? { status: filter.status } : {}) };
  const { adminGetAllMails } = await dataOf(client.query(MailsQuery, variables, { requestPolicy: 'network-only' }).toPromise());
  return { totalCount: adminGetAllMails.totalCount, edges: adminGetAllMails.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(MailFields, edge.node) })) };
}

/**
 * The mail outbox, newest first, optionally of one status. The API reads mails only as a list, so one mail is
 * looked up page by page from the newest; the list hands the mails it shows to their pages beforehand.
 */
export const mailSource: ResourceSource<AdminMail> = {
  list: mails,
  one: async (client, id) => {
    let after: string | undefined;
    for (;;) {
      const page = await mails(client, { first: API_PAGE_LIMIT, ...(after ? { after } : {}) }, {});
      const found = page.edges.find((edge) => edge.node.id === id);
      if (found) return found.node;
      after = page.edges.at(-1)?.cursor;
      if (!after || page.edges.length < API_PAGE_LIMIT) throw new Error(`The outbox has no mail ${id}.`);
    }
  },
};
