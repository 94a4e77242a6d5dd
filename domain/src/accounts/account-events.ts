import { streamIdIn } from '../events/stream-categories';
import type { AddressInput } from '../ordering/order-input';
import type { CompanyCreationInput, CompanyUpdateInput, UserProfileInput } from './account-inputs';
import type { OrderingChoice } from './account-vocabulary';
import type { ExportSettings } from './export-settings';
import type { ManufacturerCapabilities } from './manufacturer-inputs';

/** Events of the account streams: `user-<id>`, `company-<id>`, `manufacturer-<id>`. */
export type AccountEvent =
  | {
      type: 'UserRegistered';
      data: { userId: string; username: string; email: string; firstName: string; lastName: string; locale: 'en' | 'de'; occurredAt: string };
    }
  | { type: 'UserProfileUpdated'; data: { userId: string; changes: UserProfileInput; occurredAt: string } }
  | { type: 'UserEmailChanged'; data: { userId: string; email: string; occurredAt: string } }
  | { type: 'UserOrderingChoiceMade'; data: { userId: string; orderAs: OrderingChoice; occurredAt: string } }
  | { type: 'UserErased'; data: { userId: string; occurredAt: string } }
  | { type: 'ExportSettingsSet'; data: { owner: 'user' | 'company'; ownerId: string; settings: ExportSettings; occurredAt: string } }
  | { type: 'ExportSettingsReset'; data: { owner: 'user' | 'company'; ownerId: string; occurredAt: string } }
  | {
      type: 'CompanyCreated';
      data: {
        companyId: string;
        name: string;
        legalName: string;
        industry: CompanyCreationInput['industry'] | null;
        billingAddress: AddressInput | null;
        shippingAddress: AddressInput | null;
        vatNumber: string | null;
        createdById: string | null;
        occurredAt: string;
      };
    }
  | { type: 'CompanyUpdated'; data: { companyId: string; changes: CompanyUpdateInput; occurredAt: string } }
  | { type: 'CompanyMemberAdded'; data: { companyId: string; userId: string; addedById?: string | null; occurredAt: string } }
  | { type: 'CompanyNdaSigned'; data: { companyId: string; fileId: string; signedById: string; locale: 'en' | 'de'; occurredAt: string } }
  | { type: 'CompanyNdaDeleted'; data: { companyId: string; occurredAt: string } }
  | { type: 'CompanyMemberRemoved'; data: { companyId: string; userId: string; removedById: string; occurredAt: string } }
  /** A member deleted the company: its members, NDA and export settings go with it. */
  | { type: 'CompanyDeleted'; data: { companyId: string; deletedById: string; occurredAt: string } }
  | { type: 'ManufacturerCreated'; data: { manufacturerId: string; companyId: string; allowMatching: boolean; occurredAt: string } }
  | { type: 'ManufacturerCapabilitiesSet'; data: { manufacturerId: string; capabilities: ManufacturerCapabilities; occurredAt: string } };

export type AccountEventType = AccountEvent['type'];

export const ACCOUNT_EVENT_VERSIONS: Record<AccountEventType, number> = {
  UserRegistered: 1,
  UserProfileUpdated: 1,
  UserEmailChanged: 1,
  UserOrderingChoiceMade: 1,
  UserErased: 1,
  ExportSettingsSet: 1,
  ExportSettingsReset: 1,
  CompanyCreated: 2,
  CompanyUpdated: 1,
  CompanyMemberAdded: 1,
  CompanyMemberRemoved: 1,
  CompanyNdaSigned: 1,
  CompanyNdaDeleted: 1,
  CompanyDeleted: 1,
  ManufacturerCreated: 1,
  ManufacturerCapabilitiesSet: 1,
};

export const userStreamId = (userId: string) => streamIdIn('user', userId);
export const companyStreamId = (companyId: string) => streamIdIn('company', companyId);
export const manufacturerStreamId = (manufacturerId: string) => streamIdIn('manufacturer', manufacturerId);
