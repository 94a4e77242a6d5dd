import { graphql } from '@pcbm/web-kit/graphql/graphql';

export const CompleteFirstLogin = graphql(`
  mutation CompleteFirstLogin($orderAs: OrderingChoice!) {
    completeFirstLogin(orderAs: $orderAs) { isFirstLogin }
  }
`);

export const CreateCompany = graphql(`
  mutation CreateCompany($company: CompanyInput!) {
    createCompany(company: $company)
  }
`);
