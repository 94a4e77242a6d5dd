import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { useTranslation } from 'react-i18next';

const CHOICES = ['none', 'required', 'optional'] as const;
type ServiceChoice = (typeof CHOICES)[number];

/** Every service as not wanted, required or optional, one row of radio buttons each, as in the wizard. */
export function ServiceTable({
  required,
  optional,
  onChange,
}: {
  readonly required: readonly Service[];
  readonly optional: readonly Service[];
  readonly onChange: (required: Service[], optional: Service[]) => void;
}) {
  const { t } = useTranslation('production');
  const choiceOf = (service: Service): ServiceChoice => (required.includes(service) ? 'required' : optional.includes(service) ? 'optional' : 'none');
  const choose = (service: Service, choice: ServiceChoice) => {
    const listed = (list: readonly Service[], wanted: boolean) => SERVICES.filter((s) => (s === service ? wanted : list.includes(s)));
    onChange(listed(required, choice === 'required'), listed(optional, choice === 'optional'));
  };
  return (
    <>
      <Typography id="edit-services-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('services.title')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="edit-services-title">
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
                        name={`edit-service-${service}`}
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
      </TableContainer>
    </>
  );
}
