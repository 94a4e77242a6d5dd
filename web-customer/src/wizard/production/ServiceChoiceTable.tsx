import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { useTranslation } from 'react-i18next';

export const SERVICE_CHOICES = ['none', 'required', 'optional'] as const;
export type ServiceChoice = (typeof SERVICE_CHOICES)[number];

export interface ServiceChoiceTableProps {
  readonly required: readonly Service[];
  readonly optional: readonly Service[];
  readonly onChoose: (service: Service, choice: ServiceChoice) => void;
  /** Names the radio groups, unique on the page. */
  readonly namePrefix: string;
  /** The table's name: its own label, or the id of a heading that names it. */
  readonly label?: string;
  readonly labelledBy?: string;
  /** Keeps the column headings in view while the table scrolls in its own box. */
  readonly stickyHeader?: boolean;
}

/** Every service as not wanted, required or optional: one row of radio buttons per service (wizard and change dialog). */
export function ServiceChoiceTable({ required, optional, onChoose, namePrefix, label, labelledBy, stickyHeader }: ServiceChoiceTableProps) {
  const { t } = useTranslation('production');
  const choiceOf = (service: Service): ServiceChoice => (required.includes(service) ? 'required' : optional.includes(service) ? 'optional' : 'none');
  return (
    // Kept narrow, and a row lights up under the pointer, so the eye finds a service's choices on a wide screen.
    <Table size="small" stickyHeader={stickyHeader} aria-label={label} aria-labelledby={labelledBy} sx={{ maxWidth: 760 }}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('services.service')}</TableCell>
          {SERVICE_CHOICES.map((choice) => (
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
            <TableRow key={service} hover>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {SERVICE_CHOICES.map((choice) => (
                <TableCell key={choice} align="center" padding="checkbox">
                  <Radio
                    size="small"
                    name={`${namePrefix}-${service}`}
                    value={choice}
                    checked={current === choice}
                    onChange={() => onChoose(service, choice)}
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
