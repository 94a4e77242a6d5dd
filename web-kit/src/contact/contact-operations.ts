import { graphql } from '../graphql/graphql';

export const SendFeedbackMutation = graphql(`
  mutation SendContactFeedback($feedback: ContactFeedbackInput!) {
    sendFeedback(feedback: $feedback)
  }
`);
