import { createContext, useContext } from 'react';
import type { UserManager } from 'oidc-client-ts';
import type { Group, SiteMode } from '../guards/guard-route';
import type { Me, Shop, SiteResult } from './site-queries';

export interface Site {
  readonly settings: SiteResult['appGetWebSettings'];
  readonly mode: SiteMode;
  readonly shop: Shop | null;
  /** The signed-in person, or null for a visitor. */
  readonly me: Me | null;
  readonly groups: readonly Group[];
  readonly userManager: UserManager;
  /**
   * Sends the person to the issuer's sign-in page; they return to `returnPath`. `loginHint` fills in
   * the username; `register` asks the issuer for its registration page instead (Keycloak).
   */
  readonly signIn: (returnPath?: string, options?: { readonly loginHint?: string; readonly register?: boolean }) => Promise<void>;
  /** Signs out at the issuer and drops local drafts and files. */
  readonly signOut: () => Promise<void>;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs the app start-up');
  return site;
}

/** The groups of a person: producers' members are the manufacturer group, everyone else a customer; admins also admin. */
export function groupsOf(me: Me | null): Group[] {
  if (!me) return [];
  const groups: Group[] = [me.isPartOfManufacturer ? 'manufacturer' : 'customer'];
  if (me.isAdmin) groups.push('admin');
  return groups;
}
