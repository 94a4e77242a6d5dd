import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';
import { RequestDetailsFields } from '@pcbm/web-kit/requests/order-queries';

/** A request as a row of the list: who asked, for which company, the producers with each order's status. */
export const RequestRowFields = graphql(`
  fragment AdminRequestRowFields on SuperOrder {
    id
    name
    createdOn
    updatedOn
    fromWhitelabelId
    placedById
    placedBy { id firstName lastName username email }
    asCompany { id name }
    orders {
      id
      status
      type
      quantity
      manufacturerId
      manufacturer { id company { id name } }
    }
  }
`);

export const RequestsQuery = graphql(
  `
  query AdminRequests($first: Int, $last: Int, $after: String, $before: String, $filter: AdminRequestFilter) {
    adminGetAllRequests(first: $first, last: $last, after: $after, before: $before, filter: $filter) {
      totalCount
      edges { cursor node { ...AdminRequestRowFields } }
    }
  }
`,
  [RequestRowFields],
);

/** One request with every producer's order, as the product's request pages read it, plus what only admins look at. */
export const RequestQuery = graphql(
  `
  query AdminRequest($orderId: ID!) {
    fetchOrder(orderId: $orderId) {
      ...RequestDetailsFields
      placedById
      placedBy { email }
    }
  }
`,
  [RequestDetailsFields],
);

/** Every event of a request's stream, oldest first, with who did it and why. */
export const RequestHistoryQuery = graphql(`
  query AdminRequestHistory($superOrderId: ID!) {
    fetchOrderHistory(superOrderId: $superOrderId) {
      eventId
      streamPosition
      position
      time
      type
      command
      correlationId
      causationId
      schemaVersion
      storedSchemaVersion
      actor { kind userId username companyId companyName }
      data
    }
  }
`);

/** The request's history as signed JSON lines, base64-encoded. */
export const RequestHistoryExportQuery = graphql(`
  query AdminRequestHistoryExport($superOrderId: ID!) {
    exportOrderHistory(superOrderId: $superOrderId) { filename mediaType data }
  }
`);

/** A page of the white-label shops, to name the shop a request came from. */
export const RequestShopsQuery = graphql(`
  query AdminRequestShops($first: Int, $after: String) {
    adminGetAllWhitelabelShops(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id name hostname } }
    }
  }
`);

export type AdminRequestRow = ResultOf<typeof RequestRowFields>;
export type AdminRequest = ResultOf<typeof RequestQuery>['fetchOrder'];
export type AdminRequestOrder = AdminRequest['orders'][number];
export type HistoryEntry = ResultOf<typeof RequestHistoryQuery>['fetchOrderHistory'][number];
