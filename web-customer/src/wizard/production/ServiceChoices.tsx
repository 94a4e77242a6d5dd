import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductionValues } from './production-form';

const CHOICES = ['none', 'required', 'optional'] as const;
type ServiceChoice = (typeof CHOICES)[number];

/** Every service as not wanted, required or optional: one row of radio buttons per service. */
export function ServiceChoices() {
  const { t } = useTranslation('production');
  const { control, setValue } = useFormContext<ProductionValues>();
  const required = useWatch({ control, name: 'requiredOperations' });
  const optional = useWatch({ control, name: 'optionalOperations' });
  const choiceOf = (service: Service): ServiceChoice => (required.includes(service) ? 'required' : optional.includes(service) ? 'optional' : 'none');
  const choose = (service: Service, choice: ServiceChoice) => {
    const without = (list: readonly Service[]) => list.filter((s) => s !== service);
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('requiredOperations', choice === 'required' ? [...without(required), service] : without(required), options);
    setValue('optionalOperations', choice === 'optional' ? [...without(optional), service] : without(optional), options);
  };
  return (
    <Table size="small" aria-label={t('services.title')}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('services.service')}</TableCell>
          {CHOICES.map((choice) => (
            <TableCell scope="col" key={choice} align="center">
              {t(`services.${choice}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {SERVICES.map((service) => {
          const name = t(`common:vocabulary.service.${service}`);
          const current = choiceOf(service);
          return (
            <TableRow key={service}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {CHOICES.map((choice) => (
                <TableCell key={choice} align="center" padding="checkbox">
                  <Radio
                    size="small"
                    name={`service-${service}`}
                    value={choice}
                    checked={current === choice}
                    onChange={() => choose(service, choice)}
                    slotProps={{ input: { 'aria-label': t('services.choiceLabel', { service: name, choice: t(`services.${choice}`) }) } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
