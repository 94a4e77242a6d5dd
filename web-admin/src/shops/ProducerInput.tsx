import { AutocompleteInput } from 'react-admin';
import { ApiError } from '../data/api-answer';
import { useDescribeError } from '../data/use-describe-error';
import { useProducerChoices } from '../data/use-producer-choices';

/** The producer the shop sells for, searched by company name; orders placed in the shop go to it. */
export function ProducerInput() {
  const { choices, pending, error } = useProducerChoices({ requestPolicy: 'network-only' });
  const describe = useDescribeError();
  return (
    <AutocompleteInput
      source="manufacturerId"
      choices={choices}
      translateChoice={false}
      isPending={pending}
      isRequired
      helperText={error ? describe(new ApiError(error)) : 'admin.shops.producerHelp'}
      sx={{ maxWidth: 640 }}
    />
  );
}
