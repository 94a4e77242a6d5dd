import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import { dataOf } from '../data/api-answer';
import type { ResourceSource } from '../data/resource-source';
import { RequestQuery, RequestRowFields, RequestsQuery, type AdminRequest, type AdminRequestRow } from './request-operations';
import { requestFilterOf } from './request-filter';

/**
 * Requests: every request (super order), newest first, optionally those with an order in a status or to a producer;
 * one request with every producer's order. Admins look, they do not change requests here.
 */
export const requestSource: ResourceSource<AdminRequestRow | AdminRequest> = {
  list: async (client, page, values) => {
    const filter = requestFilterOf(values);
    const { adminGetAllRequests } = await dataOf(client.query(RequestsQuery, filter ? { ...page, filter } : page, { requestPolicy: 'network-only' }).toPromise());
    return { totalCount: adminGetAllRequests.totalCount, edges: adminGetAllRequests.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(RequestRowFields, edge.node) })) };
  },
  // fetchOrder takes a request's id as well as one of its orders' ids; for admins it answers every producer's order.
  one: async (client, id) => (await dataOf(client.query(RequestQuery, { orderId: id }, { requestPolicy: 'network-only' }).toPromise())).fetchOrder,
};
