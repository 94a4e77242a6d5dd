import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { isCancelled } from '@pcbm/web-kit/requests/order-status';
import { OrderFacts } from '@pcbm/web-kit/requests/OrderFacts';
import { OrderFiles } from '@pcbm/web-kit/requests/OrderFiles';
import { StatusChip } from '@pcbm/web-kit/requests/StatusChip';
import { useId, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ResourceLink } from '../fields/ResourceLink';
import { CancelReason } from './CancelReason';
import { FactList } from './FactList';
import { FeedbackRatings } from './FeedbackRatings';
import { producerNameOf } from './producer-name';
import { QuoteList } from './QuoteList';
import type { AdminRequestOrder } from './request-operations';
import { ResponseDeadline } from './ResponseDeadline';

/**
 * One producer's order: its status, what and how many, the response deadline, the quotes, why it was cancelled,
 * the customer's rating; and, opened on demand, everything that was requested and the files.
 */
export function OrderCard({ order }: { readonly order: AdminRequestOrder }) {
  const translate = useTranslate();
  const { t } = useTranslation();
  const [locale] = useLocaleState();
  const titleId = useId();
  const producer = producerNameOf(order) ?? translate('admin.requests.unknownProducer');
  const facts: [string, ReactNode][] = [
    [translate('admin.requests.orders.type'), t(`common:vocabulary.orderType.${order.type}`, { defaultValue: order.type })],
    [translate('admin.requests.orders.quantity'), translate('admin.requests.orders.boards', { smart_count: order.quantity, count: new Intl.NumberFormat(locale).format(order.quantity) })],
    [translate('admin.requests.orders.deadline'), <ResponseDeadline key="deadline" deadline={order.responseDeadline} awaitingQuote={order.status === 'WAITING_FOR_QUOTE'} />],
    [translate('admin.requests.orders.quotes'), <QuoteList key="quotes" quotes={order.quotes} latest={order.quote} />],
  ];
  if (isCancelled(order.status) || order.cancelReason) facts.push([translate('admin.requests.orders.cancelReason'), <CancelReason key="reason" reason={order.cancelReason} text={order.cancelReasonText} />]);
  facts.push([translate('admin.requests.orders.feedback'), order.feedback ? <FeedbackRatings key="feedback" feedback={order.feedback} /> : translate('admin.requests.orders.noFeedback')]);
  facts.push([translate('admin.requests.orders.sent'), formatDateTime(order.createdOn, locale)]);
  facts.push([translate('admin.requests.orders.updated'), formatDateTime(order.updatedOn, locale)]);
  facts.push([translate('admin.requests.orders.id'), order.id]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id={titleId}>
          <ResourceLink resource="manufacturers" id={order.manufacturerId}>
            {producer}
          </ResourceLink>
        </Typography>
        <StatusChip status={order.status} size="medium" />
      </Stack>
      <FactList facts={facts} />
      <Accordion variant="outlined" disableGutters sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="h3" variant="subtitle2">
            {translate('admin.requests.orders.details', { producer })}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={2}>
            <OrderFacts order={order} />
            <OrderFiles order={order} />
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
