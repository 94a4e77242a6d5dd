import { ORDER_STATUSES, statusName } from '@pcbm/web-kit/requests/order-status';
import { useMemo } from 'react';
import { AutocompleteInput, SelectInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { RequestProducersQuery } from './request-operations';

interface FilterProps {
  readonly source: string;
  readonly alwaysOn?: boolean;
}

/** Requests with at least one order in the chosen status; the statuses by the names the product shows. */
function StatusFilter({ source, ...rest }: FilterProps) {
  const { t } = useTranslation('requests');
  const choices = ORDER_STATUSES.map((status) => ({ id: status, name: t(`status.${statusName(status)}`) }));
  return <SelectInput {...rest} source={source} choices={choices} translateChoice={false} />;
}

/** Requests with an order to the chosen producer; producers by company name, alphabetically, searchable. */
function ProducerFilter({ source, ...rest }: FilterProps) {
  const [{ data, fetching }] = useQuery({ query: RequestProducersQuery });
  const { i18n } = useTranslation();
  const choices = useMemo(
    () =>
      (data?.adminGetAllManufacturersWithCompanyName ?? [])
        .map((manufacturer) => ({ id: manufacturer.id, name: manufacturer.company.name }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [data, i18n.language],
  );
  return <AutocompleteInput {...rest} source={source} choices={choices} translateChoice={false} isPending={fetching && !data} sx={{ minWidth: '16rem' }} />;
}

/** The filters the API takes: an order's status and a producer. */
export const requestFilters = [<StatusFilter key="status" source="status" alwaysOn />, <ProducerFilter key="manufacturerId" source="manufacturerId" alwaysOn />];
