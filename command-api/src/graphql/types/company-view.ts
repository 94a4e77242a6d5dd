import type { CompanyRecord } from '@pcbm/domain';
import type { CompanyLegalType, CompanyPublicType, CompanySettingsType } from './company-types';
import type { UserPublicType } from './user-types';

export function toCompanyLegal(company: CompanyRecord): CompanyLegalType {
  const { profile } = company;
  return { id: company.id, legalName: company.legalName, termsUrl: profile.termsUrl || null, imprintUrl: profile.imprintUrl || null, privacyUrl: profile.privacyUrl || null };
}

export function toCompanyPublic(company: CompanyRecord): CompanyPublicType {
  const { profile } = company;
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

export function toCompanySettings(company: CompanyRecord, employees: UserPublicType[]): CompanySettingsType {
  const { profile } = company;
  return {
    ...toCompanyPublic(company),
    billingAddress: company.billingAddress,
    shippingAddress: company.shippingAddress,
    companyTaxNumber: company.vatNumber,
    contactPhone: profile.contactPhone ?? null,
    contactMail: profile.contactMail ?? null,
    employees,
    createdOn: new Date(company.createdOn),
  };
}
