import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BoardPreviewImage } from '@pcbm/web-kit/requests/BoardPreviewImage';
import { OrderFacts } from '@pcbm/web-kit/requests/OrderFacts';
import { OrderFiles } from '@pcbm/web-kit/requests/OrderFiles';
import { isCancelled } from '@pcbm/web-kit/requests/order-status';
import { OrderProgress } from '@pcbm/web-kit/requests/OrderProgress';
import { ReasonDialog } from '@pcbm/web-kit/requests/ReasonDialog';
import { ResponseCountdown } from '@pcbm/web-kit/requests/ResponseCountdown';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CustomerFeedback } from './CustomerFeedback';
import { producerActions } from './producer-actions';
import { ProducerStatusMutation, type ProducerOrder } from './producer-operations';
import { ProducerQuoteSection } from './ProducerQuoteSection';
import { QuoteUpload } from './QuoteUpload';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

// The design files are read only when someone looks at them (the readers are large).
const DesignData = lazyPart(() => import('@pcbm/web-kit/requests/design/DesignData').then((m) => ({ default: m.DesignData })));

/**
 * The Request tab for the producer: where the order stands, the next step (sending the quote, starting production,
 * shipping; rejecting the request below it), the quote, the rating, what was asked for, and the files.
 */
export function ProducerRequestTab({ order, onChanged }: { readonly order: ProducerOrder; readonly onChanged: () => void }) {
  const { t } = useTranslation('producerRequests');
  const [, updateStatus] = useMutation(ProducerStatusMutation);
  const { busy, run } = useOrderStep(onChanged, 'producerRequests');
  const [rejecting, setRejecting] = useState(false);
  const actions = producerActions(order.status, order.quote?.status);
  const cancelled = isCancelled(order.status);
  const mainStep = actions.uploadQuote || actions.startProduction || actions.ship;
  const hasStep = mainStep || actions.reject;
  return (
    <Stack spacing={2}>
      <OrderProgress status={order.status} statusChanges={order.statusChanges} side="producer" />
      {cancelled && (
        <Alert severity="error">
          {t(`page.cancelled.${order.status}`)}
          {order.cancelReason && order.cancelReason !== 'NONE' ? ` ${t('page.cancelReason', { reason: t(`requests:reason.values.${order.cancelReason}`) })}` : ''}
          {order.cancelReasonText ? ` "${order.cancelReasonText}"` : ''}
        </Alert>
      )}
      {order.status === 'WAITING_FOR_QUOTE' && <ResponseCountdown deadline={order.responseDeadline} side="producer" />}
      {hasStep && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="next-step-title">
          <Typography variant="h6" component="h2" id="next-step-title" gutterBottom>
            {t('actions.title')}
          </Typography>
          {mainStep && (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {actions.uploadQuote && <QuoteUpload order={order} busy={busy} run={run} />}
              {actions.startProduction && (
                <Button variant="contained" disabled={busy} onClick={() => void run(() => updateStatus({ orderId: order.id, status: 'IN_PRODUCTION' }), t('actions.started'))}>
                  {t('actions.startProduction')}
                </Button>
              )}
              {actions.ship && (
                <Button variant="contained" disabled={busy} onClick={() => void run(() => updateStatus({ orderId: order.id, status: 'SHIPPED' }), t('actions.shipped'))}>
                  {t('actions.ship')}
                </Button>
              )}
            </Stack>
          )}
          {actions.reject && (
            // Rejecting ends the request for good: it stays out of the way of the step that moves the order on.
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', ...(mainStep ? { mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' } : {}) }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('actions.rejectHint')}
              </Typography>
              <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)}>
                {t('actions.reject')}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
      {!cancelled && <ProducerQuoteSection order={order} onChanged={onChanged} />}
      {order.feedback && <CustomerFeedback feedback={order.feedback} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 2, alignItems: 'start' }}>
        <BoardPreviewImage path={order.preview?.current.path} name={order.name} size={260} />
        <OrderFacts order={order} />
      </Box>
      <Suspense fallback={null}>
        <DesignData order={order} />
      </Suspense>
      <OrderFiles order={order} />
      <ReasonDialog
        open={rejecting}
        title={t('actions.rejectTitle')}
        text={t('actions.rejectText')}
        confirm={t('actions.reject')}
        irreversible
        busy={busy}
        onClose={() => setRejecting(false)}
        onConfirm={(reason, reasonText) =>
          void run(() => updateStatus({ orderId: order.id, status: 'CANCELED_BY_PRODUCER', reason, reasonText }), t('actions.rejected')).then((ok) => ok && setRejecting(false))
        }
      />
    </Stack>
  );
}
