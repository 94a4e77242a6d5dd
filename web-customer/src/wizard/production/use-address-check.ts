import { addressInputOf } from '@pcbm/domain/draft/draft-steps';
import { addressInputSchema } from '@pcbm/domain/ordering/order-input';
import { useCallback, useRef, useState } from 'react';
import { useClient } from 'urql';
import { GeoPosition } from './geo-position';
import type { AddressValues } from './production-form';

export type AddressCheck = 'unchecked' | 'checking' | 'found' | 'notFound' | 'failed';

/** Looks an address up (appGetGeoPosition) once it is complete; each address is asked about once. */
export function useAddressCheck() {
  const client = useClient();
  const answers = useRef(new Map<string, AddressCheck>());
  const [state, setState] = useState<AddressCheck>('unchecked');
  const latest = useRef('');

  const check = useCallback(
    async (values: AddressValues) => {
      const parsed = addressInputSchema.safeParse(addressInputOf(values));
      if (!parsed.success) {
        latest.current = '';
        setState('unchecked');
        return;
      }
      const { id: _id, ...address } = parsed.data;
      const key = JSON.stringify(address);
      latest.current = key;
      const known = answers.current.get(key);
      if (known) {
        setState(known);
        return;
      }
      setState('checking');
      const answer = await client.query(GeoPosition, { address }).toPromise();
      const result: AddressCheck = answer.error ? 'failed' : answer.data?.appGetGeoPosition ? 'found' : 'notFound';
      if (result !== 'failed') answers.current.set(key, result);
      if (latest.current === key) setState(result);
    },
    [client],
  );
  return { state, check };
}
