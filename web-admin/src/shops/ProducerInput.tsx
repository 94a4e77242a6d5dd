import { useMemo } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useQuery } from 'urql';
import { ApiError } from '../data/api-answer';
import { useDescribeError } from '../data/use-describe-error';
import { ShopProducersQuery } from './shop-operations';

/** The producer the shop sells for, searched by company name; orders placed in the shop go to it. */
export function ProducerInput() {
  const [producers] = useQuery({ query: ShopProducersQuery, requestPolicy: 'network-only' });
  const describe = useDescribeError();
  const choices = useMemo(
    () => (producers.data?.adminGetAllManufacturersWithCompanyName ?? []).map((producer) => ({ id: producer.id, name: producer.company.name })).sort((a, b) => a.name.localeCompare(b.name)),
    [producers.data],
  );
  return (
    <AutocompleteInput
      source="manufacturerId"
      choices={choices}
      translateChoice={false}
      isPending={producers.fetching}
      isRequired
      helperText={producers.error ? describe(new ApiError(producers.error)) : 'admin.shops.producerHelp'}
      sx={{ maxWidth: 640 }}
    />
  );
}
