import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { useTranslation } from 'react-i18next';
import { ServiceChoiceTable, type ServiceChoice } from '../../wizard/production/ServiceChoiceTable';

/** Every service as not wanted, required or optional, as in the wizard; the lists keep the services' own order. */
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
  const choose = (service: Service, choice: ServiceChoice) => {
    const listed = (list: readonly Service[], wanted: boolean) => SERVICES.filter((s) => (s === service ? wanted : list.includes(s)));
    onChange(listed(required, choice === 'required'), listed(optional, choice === 'optional'));
  };
  return (
    <>
      <Typography id="edit-services-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('services.title')}
      </Typography>
      {/* The list is long: it scrolls in its own box under headings that stay, so each row's choices stay named. */}
      <TableContainer sx={{ overflow: 'auto', maxHeight: { xs: '60vh', sm: 360 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <ServiceChoiceTable required={required} optional={optional} onChoose={choose} namePrefix="edit-service" labelledBy="edit-services-title" stickyHeader />
      </TableContainer>
    </>
  );
}
