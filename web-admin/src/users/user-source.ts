import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import { dataOf } from '../data/api-answer';
import type { ResourceSource } from '../data/resource-source';
import { UserFields, UserQuery, UsersQuery, type AdminUser } from './user-operations';

/** People: every account, newest first; one person with addresses and companies. */
export const userSource: ResourceSource<AdminUser> = {
  list: async (client, page) => {
    const { adminGetAllUsers } = await dataOf(client.query(UsersQuery, page, { requestPolicy: 'network-only' }).toPromise());
    return { totalCount: adminGetAllUsers.totalCount, edges: adminGetAllUsers.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(UserFields, edge.node) })) };
  },
  one: async (client, id) => {
    const { user } = await dataOf(client.query(UserQuery, { id }, { requestPolicy: 'network-only' }).toPromise());
    if (user.__typename !== 'UserProfile') throw new Error('The person could not be read in full.');
    return readFragment(UserFields, user);
  },
};
