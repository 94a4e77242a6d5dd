/** Events of the account streams: `user-<id>`, `company-<id>`, `manufacturer-<id>`. */
export type AccountEvent =
  | {
      type: 'UserRegistered';
      data: { userId: string; username: string; email: string; firstName: string; lastName: string; locale: 'en' | 'de'; occurredAt: string };
    }
  | { type: 'UserErased'; data: { userId: string; occurredAt: string } }
  | { type: 'CompanyCreated'; data: { companyId: string; name: string; legalName: string; occurredAt: string } }
  | { type: 'CompanyMemberAdded'; data: { companyId: string; userId: string; occurredAt: string } }
  | { type: 'ManufacturerCreated'; data: { manufacturerId: string; companyId: string; allowMatching: boolean; occurredAt: string } };

export type AccountEventType = AccountEvent['type'];

export const ACCOUNT_EVENT_VERSIONS: Record<AccountEventType, number> = {
  UserRegistered: 1,
  UserErased: 1,
  CompanyCreated: 1,
  CompanyMemberAdded: 1,
  ManufacturerCreated: 1,
};

export const userStreamId = (userId: string) => `user-${userId}`;
export const companyStreamId = (companyId: string) => `company-${companyId}`;
export const manufacturerStreamId = (manufacturerId: string) => `manufacturer-${manufacturerId}`;
