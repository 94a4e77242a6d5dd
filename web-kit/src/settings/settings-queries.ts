import { graphql, type ResultOf } from '../graphql/graphql';

export const ProfileQuery = graphql(
  `
    query SettingsProfile($id: ID!) {
      user(id: $id) {
        __typename
        ... on UserProfile {
          id
          username
          email
          firstName
          lastName
          jobTitle
          phoneNumber
          location
          biography
          languages
          pronouns
          showEmail
          locale
          logoPath
          headingPath
          socialMedia { kind username }
          memberOf { id name }
        }
      }
    }
  `,
);

export const UpdateUserMutation = graphql(`
  mutation SettingsUpdateUser($user: UserInput!, $profilePicture: Upload, $headingImage: Upload) {
    updateUser(user: $user, profilePicture: $profilePicture, headingImage: $headingImage) {
      id
      firstName
      lastName
      jobTitle
      phoneNumber
      location
      biography
      languages
      pronouns
      showEmail
      locale
      logoPath
      headingPath
      socialMedia { kind username }
    }
  }
`);

/** A company as its settings page and the admin console edit it: profile, legal links, addresses and members. */
export const CompanySettingsFields = graphql(`
  fragment CompanySettingsFields on CompanySettings @_unmask {
    id
    name
    legalName
    industry
    companySize
    foundingYear
    headquarterLocation
    aboutTextByLocale { locale text }
    termsUrl
    imprintUrl
    privacyUrl
    contactMail
    contactPhone
    logoPath
    headingPath
    billingAddress { id recipient country addressLine1 addressLine2 zipcode city companyTaxNumber }
    shippingAddress { id recipient country addressLine1 addressLine2 zipcode city companyTaxNumber }
    employees { id firstName lastName email jobTitle }
  }
`);

export const CompanyQuery = graphql(
  `
    query SettingsCompany($id: ID!) {
      fetchCompanyForSettings(id: $id) {
        ...CompanySettingsFields
      }
    }
  `,
  [CompanySettingsFields],
);

export const UpdateCompanyMutation = graphql(`
  mutation SettingsUpdateCompany($companyId: ID!, $company: CompanyUpdateInput!, $logo: Upload, $headingImage: Upload) {
    updateCompany(companyId: $companyId, company: $company, logo: $logo, headingImage: $headingImage)
  }
`);

export const CreateCompanyMutation = graphql(`
  mutation SettingsCreateCompany($company: CompanyInput!) {
    createCompany(company: $company)
  }
`);

export const AddEmployeeMutation = graphql(`
  mutation SettingsAddEmployee($companyId: ID!, $emailOrUsername: String!) {
    addCompanyEmployee(companyId: $companyId, emailOrUsername: $emailOrUsername) {
      id
      employees { id firstName lastName email jobTitle }
    }
  }
`);

export const RemoveEmployeeMutation = graphql(`
  mutation SettingsRemoveEmployee($companyId: ID!, $userId: ID!) {
    removeCompanyEmployee(companyId: $companyId, userId: $userId) {
      id
      employees { id firstName lastName email jobTitle }
    }
  }
`);

export const DeleteCompanyMutation = graphql(`
  mutation SettingsDeleteCompany($companyId: ID!, $confirmed: Boolean!) {
    deleteCompany(companyId: $companyId, confirmed: $confirmed)
  }
`);

export const DeleteUserMutation = graphql(`
  mutation SettingsDeleteUser($password: String!) {
    deleteUser(password: $password)
  }
`);

/**
 * The password change. Written as a plain document until `changePassword` is in the committed
 * schema; then it becomes a `graphql(...)` operation like the others.
 */
export const ChangePasswordMutation = graphql(`
  mutation SettingsChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const ExportSettingsQuery = graphql(`
  query SettingsExport {
    exportSettings { format unit bomColumnOrder source }
  }
`);

export const CompanyExportSettingsQuery = graphql(`
  query SettingsCompanyExport($companyId: ID!) {
    companyExportSettings(companyId: $companyId) { format unit bomColumnOrder source }
  }
`);

export const SetUserExportMutation = graphql(`
  mutation SettingsSetUserExport($settings: ExportSettingsInput!) {
    setUserExportSettings(settings: $settings) { format unit bomColumnOrder source }
  }
`);

export const ResetUserExportMutation = graphql(`
  mutation SettingsResetUserExport {
    resetUserExportSettings { format unit bomColumnOrder source }
  }
`);

export const SetCompanyExportMutation = graphql(`
  mutation SettingsSetCompanyExport($companyId: ID!, $settings: ExportSettingsInput!) {
    setCompanyExportSettings(companyId: $companyId, settings: $settings) { format unit bomColumnOrder source }
  }
`);

export const ResetCompanyExportMutation = graphql(`
  mutation SettingsResetCompanyExport($companyId: ID!) {
    resetCompanyExportSettings(companyId: $companyId) { format unit bomColumnOrder source }
  }
`);

export type SettingsProfile = Extract<ResultOf<typeof ProfileQuery>['user'], { __typename: 'UserProfile' }>;
export type SettingsCompany = ResultOf<typeof CompanyQuery>['fetchCompanyForSettings'];
export type SettingsEmployee = SettingsCompany['employees'][number];
export type SettingsExportSettings = ResultOf<typeof ExportSettingsQuery>['exportSettings'];

export const ChangeEmailMutation = graphql(`
  mutation SettingsChangeEmail($newEmail: String!, $currentPassword: String!) {
    changeEmail(newEmail: $newEmail, currentPassword: $currentPassword) { id email }
  }
`);
