import { json, type CompanyRow, type UserRow } from '../../application/account-queries';
import type { AddressType } from './address-type';
import type { UserProfileType, UserPublicType } from './user-types';

interface StoredProfile {
  phoneNumber?: string;
  jobTitle?: string;
  biography?: string;
  pronouns?: string;
  location?: string;
  languages?: string[];
  showEmail?: boolean;
  socialMedia?: { kind: string; username: string }[];
  billingAddress?: AddressType;
  shippingAddress?: AddressType;
  logoPath?: string;
  headingPath?: string;
}

/** A person as anyone signed in may see them. */
export function toUserPublic(user: UserRow, companies: readonly CompanyRow[]): UserPublicType {
  const profile = json<StoredProfile>(user.profile) ?? {};
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
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
export function toUserProfile(user: UserRow, companies: readonly CompanyRow[]): UserProfileType {
  const profile = json<StoredProfile>(user.profile) ?? {};
  const company = companies[0];
  return {
    ...toUserPublic(user, companies),
    email: user.email,
    username: user.username,
    locale: user.locale,
    phoneNumber: profile.phoneNumber ?? null,
    showEmail: profile.showEmail ?? false,
    billingAddress: (company && json<AddressType>(company.billing_address as string)) ?? profile.billingAddress ?? null,
    shippingAddress: (company && json<AddressType>(company.shipping_address as string)) ?? profile.shippingAddress ?? null,
    createdOn: new Date(user.created_on),
  };
}
