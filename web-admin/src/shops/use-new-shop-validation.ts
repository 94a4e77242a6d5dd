import { hostnameSchema } from '@pcbm/domain/shops/shop-inputs';
import { useCallback, useRef } from 'react';
import { useClient } from 'urql';
import type { FormValues } from '../data/resource-source';
import type { Problem } from '../fields/problem';
import { newShopProblems, problem } from './shop-form';
import { HostnameQuery } from './shop-operations';

/**
 * The create form's check: the server's rules for a new shop, and, as the server decides when it creates the
 * shop, that the hostname is neither one of the product's own sites nor another shop's. Each hostname is asked
 * about once; when it cannot be asked, the server still decides.
 */
export function useNewShopValidation(): (values: FormValues) => Promise<Record<string, unknown>> {
  const client = useClient();
  const answers = useRef(new Map<string, Promise<Problem | null>>());

  const hostnameProblem = useCallback(
    (hostname: string): Promise<Problem | null> => {
      const known = answers.current.get(hostname);
      if (known) return known;
      const asked = client
        .query(HostnameQuery, { hostname }, { requestPolicy: 'network-only' })
        .toPromise()
        .then(({ data }) => {
          if (!data) {
            answers.current.delete(hostname);
            return null;
          }
          if (data.siteMode.mode !== 'WHITELABEL') return problem('ownHost');
          return data.siteMode.shop ? problem('hostnameTaken') : null;
        });
      answers.current.set(hostname, asked);
      return asked;
    },
    [client],
  );

  return useCallback(
    async (values: FormValues) => {
      const errors = newShopProblems(values);
      const hostname = hostnameSchema.safeParse(values.hostname ?? '');
      if (!errors.hostname && hostname.success) {
        const taken = await hostnameProblem(hostname.data);
        if (taken) errors.hostname = taken;
      }
      return errors;
    },
    [hostnameProblem],
  );
}
