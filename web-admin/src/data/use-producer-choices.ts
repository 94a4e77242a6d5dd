import type { CombinedError, RequestPolicy } from '@urql/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { byCompanyName, ProducersQuery } from './producer-queries';

/** A producer as a choice of an input: its id, named by its company. */
export interface ProducerChoice {
  readonly id: string;
  readonly name: string;
}

export interface ProducerChoices {
  /** Every producer by company name, alphabetically in the console's language. */
  readonly choices: ProducerChoice[];
  /** True while the producers are read for the first time. */
  readonly pending: boolean;
  /** Why the producers could not be read, if they could not. */
  readonly error?: CombinedError;
}

/** The producers to choose from; `requestPolicy` 'network-only' asks the API afresh each time the input shows. */
export function useProducerChoices({ requestPolicy = 'cache-first' }: { readonly requestPolicy?: RequestPolicy } = {}): ProducerChoices {
  const [{ data, fetching, error }] = useQuery({ query: ProducersQuery, requestPolicy });
  const { i18n } = useTranslation();
  const choices = useMemo(
    () => byCompanyName(data?.adminGetAllManufacturersWithCompanyName ?? [], i18n.language).map((producer) => ({ id: producer.id, name: producer.company.name })),
    [data, i18n.language],
  );
  return { choices, pending: fetching && !data, error };
}
