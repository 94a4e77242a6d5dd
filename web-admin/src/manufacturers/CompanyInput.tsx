import { useMemo } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useQuery } from 'urql';
import { ApiError } from '../data/api-answer';
import { ProducerCompaniesQuery } from '../data/producer-queries';
import { useDescribeError } from '../data/use-describe-error';
import { CompanyNamesQuery } from './manufacturer-operations';

const fresh = { requestPolicy: 'network-only' } as const;

/** The company to make a producer, searched by name; companies that are producers already are not offered. */
export function CompanyInput() {
  const [names] = useQuery({ query: CompanyNamesQuery, ...fresh });
  const [producers] = useQuery({ query: ProducerCompaniesQuery, ...fresh });
  const describe = useDescribeError();
  const choices = useMemo(() => {
    const producing = new Set(producers.data?.adminGetAllManufacturersWithCompanyName.map((producer) => producer.companyId));
    return (names.data?.adminGetAllCompanyNames ?? []).filter((company) => !producing.has(company.id));
  }, [names.data, producers.data]);
  const error = names.error ?? producers.error;
  return (
    <AutocompleteInput
      source="companyId"
      label="resources.manufacturers.fields.company"
      choices={choices}
      optionText="name"
      translateChoice={false}
      isPending={names.fetching || producers.fetching}
      isRequired
      helperText={error ? describe(new ApiError(error)) : 'admin.manufacturers.companyHelp'}
      sx={{ maxWidth: 640 }}
    />
  );
}
