import { ORDER_STATUSES, statusName } from '@pcbm/web-kit/requests/order-status';
import { AutocompleteInput, SelectInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useProducerChoices } from '../data/use-producer-choices';

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
  const { choices, pending } = useProducerChoices();
  return <AutocompleteInput {...rest} source={source} choices={choices} translateChoice={false} isPending={pending} sx={{ minWidth: '16rem' }} />;
}

/** The filters the API takes: an order's status and a producer; together, that producer's orders in that status. */
export const requestFilters = [<StatusFilter key="status" source="status" alwaysOn />, <ProducerFilter key="manufacturerId" source="manufacturerId" alwaysOn />];
