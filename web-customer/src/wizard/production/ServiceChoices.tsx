import type { Service } from '@pcbm/domain/ordering/vocabulary';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductionValues } from './production-form';
import { ServiceChoiceTable, type ServiceChoice } from './ServiceChoiceTable';

/** Every service as not wanted, required or optional, kept in the production form. */
export function ServiceChoices() {
  const { t } = useTranslation('production');
  const { control, setValue } = useFormContext<ProductionValues>();
  const required = useWatch({ control, name: 'requiredOperations' });
  const optional = useWatch({ control, name: 'optionalOperations' });
  const choose = (service: Service, choice: ServiceChoice) => {
    const without = (list: readonly Service[]) => list.filter((s) => s !== service);
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('requiredOperations', choice === 'required' ? [...without(required), service] : without(required), options);
    setValue('optionalOperations', choice === 'optional' ? [...without(optional), service] : without(optional), options);
  };
  return <ServiceChoiceTable required={required} optional={optional} onChoose={choose} namePrefix="service" label={t('services.title')} />;
}
