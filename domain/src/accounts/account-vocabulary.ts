/** Industries a company can name. */
export const INDUSTRIES = [
  'Aeronautics', 'Automotive', 'ConsumerElectronics', 'DomesticAppliances', 'IndustrialElectronics', 'InformationTechnology',
  'MaritimeTransport', 'MeasurementTechnology', 'MedicalTechnology', 'NetworkTechnology', 'OtherIndustry', 'PowerEngineering',
  'RailwayTechnology', 'SecurityDefense',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Company size bands. */
export const COMPANY_SIZES = ['SIZE_LT_25', 'SIZE_25_99', 'SIZE_100_499', 'SIZE_GTE_500'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const SOCIAL_MEDIA_KINDS = ['LINKEDIN', 'TWITTER', 'WEBSITE'] as const;
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** How a person orders, chosen at the first sign-in. */
export const ORDERING_CHOICES = ['INDIVIDUAL', 'COMPANY'] as const;
export type OrderingChoice = (typeof ORDERING_CHOICES)[number];

/**
 * Why members cannot delete their company, sent as `details.reason` of RESOURCE_DELETION_FAILED: it runs a producer
 * (removed by the marketplace), or requests placed as the company are still running.
 */
export const COMPANY_DELETION_BLOCKS = ['PRODUCER', 'RUNNING_REQUESTS'] as const;
export type CompanyDeletionBlock = (typeof COMPANY_DELETION_BLOCKS)[number];
