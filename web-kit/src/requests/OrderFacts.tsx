import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/time';
import { countryName } from '../settings/countries';
import type { RequestOrder } from './order-queries';
import { warningCount, warningLines } from './design-warnings';

type Address = RequestOrder['shippingAddress'];

function AddressBlock({ title, address }: { readonly title: string; readonly address: Address }) {
  const { i18n } = useTranslation();
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
        {countryName(address.country, i18n.language)}
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

/**
 * The parts per board in words: counted from the order's parts list, with its lines, and split into SMT and THT when
 * the list (or the request) says how each part is mounted; a dash without a parts list.
 */
export function partsText(order: Pick<RequestOrder, 'bomSummary' | 'smtPartCount' | 'thtPartCount' | 'thtPinCount'>, t: TFunction): string {
  const summary = order.bomSummary;
  const splitKnown = summary && (summary.smtPartCount !== null || summary.thtPartCount !== null) ? summary : order;
  const split =
    splitKnown.smtPartCount === null && splitKnown.thtPartCount === null
      ? null
      : t(order.thtPinCount ? 'facts.partsSplitPins' : 'facts.partsSplit', { smt: splitKnown.smtPartCount ?? 0, tht: splitKnown.thtPartCount ?? 0, pins: order.thtPinCount ?? 0 });
  const total = summary
    ? t('facts.partsSummary', { parts: t('facts.partsPerBoard', { count: summary.partsPerBoard }), lines: t('facts.partsLines', { count: summary.rowCount }) })
    : null;
  return [total, split].filter(Boolean).join(' · ') || '–';
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
    [t('facts.parts'), partsText(order, t)],
    [t('facts.sent'), formatDateTime(order.createdOn, i18n.language)],
    [t('facts.changed'), formatDateTime(order.updatedOn, i18n.language)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('facts.title')}
      </Typography>
      {/*
        Terms are small and grey, values in the body text: on a phone each term stands above its value, on wider screens
        beside it.
      */}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 0.75 }, alignItems: 'baseline', m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' }}>
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
