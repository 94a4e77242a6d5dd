import { useMemo, useState } from 'react';
import { AutocompleteInput, type RaRecord } from 'react-admin';
import { useQuery } from 'urql';
import { ApiError } from '../data/api-answer';
import { useDescribeError } from '../data/use-describe-error';
import { CompanyNamesQuery } from './manufacturer-operations';

const fresh = { requestPolicy: 'network-only' } as const;

/** How many companies a search offers at once; typing more of the name narrows them. */
export const COMPANY_CHOICES = 20;

interface CompanyName {
  readonly id: string;
  readonly name: string;
}

/**
 * The company to make a producer, searched by name on the server as the admin types (there may be many thousands);
 * companies that are producers already are not offered.
 */
export function CompanyInput() {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CompanyName | null>(null);
  const [names] = useQuery({ query: CompanyNamesQuery, variables: { search: search.trim() || null, first: COMPANY_CHOICES }, ...fresh });
  const describe = useDescribeError();
  // The chosen company stays a choice while another search is shown, so its name stays in the field.
  const choices = useMemo(() => {
    const found = names.data?.adminGetAllCompanyNames ?? [];
    return chosen && !found.some((company) => company.id === chosen.id) ? [chosen, ...found] : found;
  }, [names.data, chosen]);
  return (
    <AutocompleteInput
      source="companyId"
      label="resources.manufacturers.fields.company"
      choices={choices}
      optionText="name"
      translateChoice={false}
      setFilter={setSearch}
      onChange={(_id: unknown, company: '' | RaRecord) => setChosen(company ? { id: String(company.id), name: String(company.name) } : null)}
      isPending={names.fetching && !names.data}
      isRequired
      helperText={names.error ? describe(new ApiError(names.error)) : 'admin.manufacturers.companyHelp'}
      sx={{ maxWidth: 640 }}
    />
  );
}
