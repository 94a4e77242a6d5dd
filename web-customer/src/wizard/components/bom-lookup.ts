import { graphql } from '@pcbm/web-kit/graphql/graphql';

export const BomDetection = graphql(`
  query BomDetection($headers: [String!]!, $rows: [[String!]!]!) {
    fetchBomDetection(headers: $headers, rows: $rows) {
      foundParts { mpn manufacturer mount }
      notFoundMpns
    }
  }
`);
