import { addressInputSchema } from '@pcbm/domain/ordering/order-input';
import type { AddressForm } from '@pcbm/web-kit/settings/AddressFields';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient } from 'urql';
import { AddressPositionQuery, type AddressInput } from './profile-operations';

/** What is known of where an address is. */
export type AddressPosition =
  | { readonly status: 'incomplete' }
  | { readonly status: 'searching' }
  | { readonly status: 'found'; readonly x: number; readonly y: number }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed' };

/** How long typing must pause before an address is looked up. */
export const LOOKUP_PAUSE_MS = 400;

interface Lookup {
  readonly key: string;
  readonly address: AddressInput;
}

/** The address to look up, and the key it is remembered by (its location lines), or null while it is incomplete. */
export function lookupOf(address: AddressForm | undefined): Lookup | null {
  const parsed = addressInputSchema.safeParse(address);
  if (!parsed.success) return null;
  const { id: _id, ...lines } = parsed.data;
  const key = JSON.stringify([lines.country, lines.zipcode, lines.city, lines.addressLine1, lines.addressLine2 ?? '']);
  return { key, address: lines };
}

/**
 * Where each address is, found with `appGetGeoPosition` once the address is complete and typing has paused.
 * Answers are remembered by the address's location lines, so an address is looked up once.
 */
export function useAddressPositions(addresses: readonly (AddressForm | undefined)[]): AddressPosition[] {
  const client = useClient();
  const [known, setKnown] = useState<ReadonlyMap<string, AddressPosition>>(new Map());
  const asked = useRef(new Set<string>());
  const lookups = addresses.map(lookupOf);
  const keys = lookups.map((lookup) => lookup?.key ?? '').join('\n');
  // The lookups change when the key list does, not with every new array of addresses.
  const current = useMemo(() => lookups, [keys]);

  useEffect(() => {
    const missing = new Map(current.flatMap((lookup) => (lookup && !asked.current.has(lookup.key) ? [[lookup.key, lookup.address] as const] : [])));
    if (missing.size === 0) return;
    const timer = setTimeout(() => {
      for (const [key, address] of missing) {
        asked.current.add(key);
        void client
          .query(AddressPositionQuery, { address }, { requestPolicy: 'cache-first' })
          .toPromise()
          .then((answer): AddressPosition => {
            if (answer.error) return { status: 'failed' };
            const position = answer.data?.appGetGeoPosition;
            return position ? { status: 'found', x: position.x, y: position.y } : { status: 'notFound' };
          })
          .then((position) => setKnown((map) => new Map(map).set(key, position)));
      }
    }, LOOKUP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [client, current]);

  return current.map((lookup) => (lookup ? (known.get(lookup.key) ?? { status: 'searching' }) : { status: 'incomplete' }));
}
