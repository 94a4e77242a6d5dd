import { json, type CompanyRow } from '../../application/account-queries';
import type { AddressType } from './address-type';
import type { CompanyLegalType, CompanyPublicType, CompanySettingsType } from './company-types';
import type { UserPublicType } from './user-types';

interface StoredCompanyProfile {
  aboutTextByLocale?: CompanyPublicType['aboutTextByLocale'];
  socialMedia?: CompanyPublicType['socialMedia'];
  companySize?: string;
  foundingYear?: number;
  headquarterLocation?: string;
  contactPhone?: string;
  contactMail?: string;
  termsUrl?: string;
  imprintUrl?: string;
  privacyUrl?: string;
  logoPath?: string;
  headingPath?: string;
}

const profileOf = (company: CompanyRow) => json<StoredCompanyProfile>(company.profile) ?? {};

export function toCompanyLegal(company: CompanyRow): CompanyLegalType {
  const profile = profileOf(company);
  return { id: company.id, legalName: company.legal_name, termsUrl: profile.termsUrl || null, imprintUrl: profile.imprintUrl || null, privacyUrl: profile.privacyUrl || null };
}

export function toCompanyPublic(company: CompanyRow): CompanyPublicType {
  const profile = profileOf(company);
  return {
    ...toCompanyLegal(company),
    name: company.name,
    industry: company.industry,
    aboutTextByLocale: profile.aboutTextByLocale ?? [],
    socialMedia: profile.socialMedia ?? [],
    companySize: profile.companySize ?? null,
    foundingYear: profile.foundingYear ?? null,
    headquarterLocation: profile.headquarterLocation ?? null,
    logoPath: profile.logoPath ?? null,
    headingPath: profile.headingPath ?? null,
  };
}

export function toCompanySettings(company: CompanyRow, employees: UserPublicType[]): CompanySettingsType {
  const profile = profileOf(company);
  return {
    ...toCompanyPublic(company),
    billingAddress: json<AddressType>(company.billing_address as string),
    shippingAddress: json<AddressType>(company.shipping_address as string),
    companyTaxNumber: company.vat_number,
    contactPhone: profile.contactPhone ?? null,
    contactMail: profile.contactMail ?? null,
    employees,
  };
}
