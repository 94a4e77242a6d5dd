import { COMPANY_SIZES, INDUSTRIES, SOCIAL_MEDIA_KINDS } from '@pcbm/domain/accounts/account-vocabulary';

/** The domain's vocabularies as react-admin choices, named by translation keys. */
const choicesOf = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `admin.companies.${prefix}.${id}` }));

export const INDUSTRY_CHOICES = choicesOf(INDUSTRIES, 'industries');
export const COMPANY_SIZE_CHOICES = choicesOf(COMPANY_SIZES, 'companySizes');
export const SOCIAL_MEDIA_CHOICES = choicesOf(SOCIAL_MEDIA_KINDS, 'socialMediaKinds');
