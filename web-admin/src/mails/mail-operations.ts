import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

export const MailFields = graphql(`
  fragment AdminMailFields on Mail {
    id
    cause
    recipient
    subject
    language
    status
    attempts
    lastError
    text
    createdOn
    sentOn
  }
`);

export const MailsQuery = graphql(
  `
  query AdminMails($first: Int, $last: Int, $after: String, $before: String, $status: String) {
    adminGetAllMails(first: $first, last: $last, after: $after, before: $before, status: $status) {
      totalCount
      edges { cursor node { ...AdminMailFields } }
    }
  }
`,
  [MailFields],
);

/** One mail of the outbox, or null. */
export const MailQuery = graphql(
  `
  query AdminMail($mailId: ID!) {
    adminGetMail(mailId: $mailId) { ...AdminMailFields }
  }
`,
  [MailFields],
);

export type AdminMail = ResultOf<typeof MailFields>;
