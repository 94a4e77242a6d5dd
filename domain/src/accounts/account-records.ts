import type { AddressInput } from '../ordering/order-input';
import { ERASED } from '../personal-data/personal-data-fields';
import type { CompanyUpdateInput, UserProfileInput } from './account-inputs';
import type { Locale, OrderingChoice } from './account-vocabulary';

/** What a person's profile holds besides their names and language: merged from every change they sent. */
export type UserProfileDetails = Omit<UserProfileInput, 'firstName' | 'lastName' | 'locale'> & { readonly logoPath?: string; readonly headingPath?: string };

/** A person as their own stream records them: who they are, their profile and how they order. */
export interface UserRecord {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: Locale;
  readonly createdOn: string;
  readonly profile: UserProfileDetails;
  readonly orderingChoice: OrderingChoice | null;
}

/** What a company's profile holds besides its names, industry and addresses. */
export type CompanyProfileDetails = Omit<CompanyUpdateInput, 'name' | 'legalName' | 'industry' | 'billingAddress' | 'shippingAddress'> & {
  readonly logoPath?: string;
  readonly headingPath?: string;
};

/** A company as its stream records it. */
export interface CompanyRecord {
  readonly id: string;
  readonly name: string;
  readonly legalName: string;
  readonly industry: string | null;
  readonly billingAddress: AddressInput | null;
  readonly shippingAddress: AddressInput | null;
  readonly vatNumber: string | null;
  readonly createdOn: string;
  readonly profile: CompanyProfileDetails;
}

/** A person's record after a profile change: only the fields sent change, as the read models apply it too. */
export function withProfileChanges(user: UserRecord, changes: UserProfileInput & { readonly logoPath?: string; readonly headingPath?: string }): UserRecord {
  const { firstName, lastName, locale, ...details } = changes;
  return {
    ...user,
    firstName: firstName ?? user.firstName,
    lastName: lastName ?? user.lastName,
    locale: locale ?? user.locale,
    profile: { ...user.profile, ...details },
  };
}

/** A person's record once their personal data is erased: their names and contact replaced, their profile emptied. */
export const erasedUser = (user: UserRecord): UserRecord => ({ ...user, username: ERASED, email: ERASED, firstName: ERASED, lastName: ERASED, profile: {} });

/** A company's record after a change: only the fields sent change. */
export function withCompanyChanges(company: CompanyRecord, changes: CompanyUpdateInput & { readonly logoPath?: string; readonly headingPath?: string }): CompanyRecord {
  const { name, legalName, industry, billingAddress, shippingAddress, ...details } = changes;
  return {
    ...company,
    name: name ?? company.name,
    legalName: legalName ?? company.legalName,
    industry: industry ?? company.industry,
    billingAddress: billingAddress ?? company.billingAddress,
    shippingAddress: shippingAddress ?? company.shippingAddress,
    profile: { ...company.profile, ...details },
  };
}
