import type { ComponentType } from 'react';
import type { ResourceSources } from './data/data-provider';
import type { ResourceSource } from './data/resource-source';
import * as companies from './companies';
import * as mails from './mails';
import * as manufacturers from './manufacturers';
import * as pricing from './pricing';
import * as processors from './processors';
import * as requests from './requests';
import * as shops from './shops';
import * as users from './users';

/** What a resource folder exports: its screens (index.ts default), how it is read and changed, and its strings. */
export interface AdminResourceModule {
  readonly default: {
    readonly list?: ComponentType;
    readonly show?: ComponentType;
    readonly edit?: ComponentType;
    readonly create?: ComponentType;
    readonly icon?: ComponentType;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin types records as any
    readonly recordRepresentation?: string | ((record: any) => string);
  };
  readonly source: ResourceSource;
  readonly messages: { readonly en: object; readonly de: object };
}

/** The console's resources in the order of its menu (the spec's: requests, companies, manufacturers, shops, users, pricing; then operations). */
export const RESOURCES: Readonly<Record<string, AdminResourceModule>> = { requests, companies, manufacturers, shops, users, pricing, mails, processors };

export const SOURCES: ResourceSources = Object.fromEntries(Object.entries(RESOURCES).map(([name, resource]) => [name, resource.source]));

/** Every resource's strings, one object per language. */
export const RESOURCE_MESSAGES: readonly { readonly en: object; readonly de: object }[] = Object.values(RESOURCES).map((resource) => resource.messages);

