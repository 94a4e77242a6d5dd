import type { CompanyRecord, UserRecord } from '@pcbm/domain';
import type { UserProfileType, UserPublicType } from './user-types';

/** A person as anyone signed in may see them. */
export function toUserPublic(user: UserRecord, companies: readonly CompanyRecord[]): UserPublicType {
  const { profile } = user;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: profile.showEmail ? user.email : null,
    jobTitle: profile.jobTitle ?? null,
    biography: profile.biography ?? null,
    pronouns: profile.pronouns ?? null,
    location: profile.location ?? null,
    languages: profile.languages ?? [],
    socialMedia: profile.socialMedia ?? [],
    memberOf: companies.map((company) => ({ id: company.id, name: company.name })),
    logoPath: profile.logoPath ?? null,
    headingPath: profile.headingPath ?? null,
  };
}

/** A person as they and admins see them; a company's addresses win over the person's own. */
export function toUserProfile(user: UserRecord, companies: readonly CompanyRecord[]): UserProfileType {
  const { profile } = user;
  const company = companies[0];
  return {
    ...toUserPublic(user, companies),
    email: user.email,
    username: user.username,
    locale: user.locale,
    phoneNumber: profile.phoneNumber ?? null,
    showEmail: profile.showEmail ?? false,
    billingAddress: company?.billingAddress ?? profile.billingAddress ?? null,
    shippingAddress: company?.shippingAddress ?? profile.shippingAddress ?? null,
    createdOn: new Date(user.createdOn),
  };
}
