import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/time';
import type { RequestOrder } from './order-queries';
import { warningCount, warningLines } from './design-warnings';

type Address = RequestOrder['shippingAddress'];

function AddressBlock({ title, address }: { readonly title: string; readonly address: Address }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        {address.recipient}
        <br />
        {address.addressLine1}
        {address.addressLine2 && (
          <>
            <br />
            {address.addressLine2}
          </>
        )}
        <br />
        {address.zipcode} {address.city}
        <br />
        {address.country}
        {address.companyTaxNumber && (
          <>
            <br />
            {address.companyTaxNumber}
          </>
        )}
      </Typography>
    </Box>
  );
}

/** What was asked for: the production details, services, notes and both addresses, as a definition list. */
export function OrderFacts({ order }: { readonly order: RequestOrder }) {
  const { t, i18n } = useTranslation('requests');
  const yes = (value: boolean) => t(value ? 'facts.yes' : 'facts.no');
  const services = (list: readonly string[]) => list.map((service) => t(`common:vocabulary.service.${service}`, { defaultValue: service })).join(', ') || '–';
  const rows: [string, string][] = [
    [t('facts.type'), t(`common:vocabulary.orderType.${order.type}`)],
    [t('facts.quantity'), t(order.quantityIsOverproduction ? 'facts.quantityOver' : 'facts.quantityUnder', { count: order.quantity })],
    [t('facts.version'), order.pcbVersion || '–'],
    [t('facts.ipcClass'), order.ipcClass ? t(`common:vocabulary.ipc.${order.ipcClass}`) : t('common:vocabulary.ipc.none')],
    [t('facts.isPanel'), yes(order.isPanel)],
    [t('facts.separateBoard'), yes(order.separateBoard)],
    [t('facts.pcbProvided'), yes(order.pcbProvidedByCustomer)],
    [t('facts.requiredServices'), services(order.requiredOperations)],
    [t('facts.optionalServices'), services(order.optionalOperations)],
    [t('facts.certificates'), order.requiredCertificates.join(', ') || '–'],
    [t('facts.bulkPrices'), order.bulkPrices.join(', ') || '–'],
    [t('facts.parts'), order.smtPartCount === null && order.thtPartCount === null ? '–' : t('facts.partsCount', { smt: order.smtPartCount ?? 0, tht: order.thtPartCount ?? 0, pins: order.thtPinCount ?? 0 })],
    [t('facts.sent'), formatDateTime(order.createdOn, i18n.language)],
    [t('facts.changed'), formatDateTime(order.updatedOn, i18n.language)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('facts.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {order.additionalNotes && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('facts.notes')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.additionalNotes}</Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mt: 2 }}>
        <AddressBlock title={t('facts.shippingAddress')} address={order.shippingAddress} />
        <AddressBlock title={t('facts.billingAddress')} address={order.billingAddress} />
      </Stack>
      {order.warnings.length > 0 && (
        <Accordion variant="outlined" disableGutters sx={{ mt: 2, borderColor: 'warning.main' }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" variant="subtitle2">
              {t('facts.warnings', { count: warningCount(order.warnings) })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {warningLines(order.warnings, t).map((line) => (
                <li key={line.key}>
                  {line.text}
                  {line.subjects.length > 0 && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {line.subjects.join(', ')}
                    </Typography>
                  )}
                </li>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      )}
    </Paper>
  );
}
