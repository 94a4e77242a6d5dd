import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

export const UserFields = graphql(`
  fragment AdminUserFields on UserProfile {
    id
    username
    firstName
    lastName
    email
    locale
    phoneNumber
    jobTitle
    createdOn
    memberOf { id name }
    billingAddress { recipient addressLine1 addressLine2 zipcode city country }
    shippingAddress { recipient addressLine1 addressLine2 zipcode city country }
  }
`);

export const UsersQuery = graphql(
  `
  query AdminUsers($first: Int, $last: Int, $after: String, $before: String) {
    adminGetAllUsers(first: $first, last: $last, after: $after, before: $before) {
      totalCount
      edges { cursor node { ...AdminUserFields } }
    }
  }
`,
  [UserFields],
);

export const UserQuery = graphql(
  `
  query AdminUser($id: ID!) {
    user(id: $id) { __typename ...AdminUserFields }
  }
`,
  [UserFields],
);

export const EraseUserMutation = graphql(`
  mutation AdminEraseUser($userId: ID!) {
    adminEraseUser(userId: $userId)
  }
`);

export type AdminUser = ResultOf<typeof UserFields>;
