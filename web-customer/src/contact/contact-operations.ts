import { graphql } from '@pcbm/web-kit/graphql/graphql';

export const SendFeedbackMutation = graphql(`
  mutation SendContactFeedback($feedback: ContactFeedbackInput!) {
    sendFeedback(feedback: $feedback)
  }
`);
