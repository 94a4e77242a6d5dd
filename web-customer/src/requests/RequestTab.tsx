import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BoardPreviewImage } from '@pcbm/web-kit/requests/BoardPreviewImage';
import { OrderFacts } from '@pcbm/web-kit/requests/OrderFacts';
import { OrderFiles } from '@pcbm/web-kit/requests/OrderFiles';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { customerActions, isCancelled } from '@pcbm/web-kit/requests/order-status';
import { OrderProgress } from '@pcbm/web-kit/requests/OrderProgress';
import { ReasonDialog } from '@pcbm/web-kit/requests/ReasonDialog';
import { ResponseCountdown } from '@pcbm/web-kit/requests/ResponseCountdown';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { EditOrderDialog } from './edit/EditOrderDialog';
import { FeedbackForm } from './FeedbackForm';
import { QuoteSection } from './QuoteSection';
import { UpdateOrderStatusMutation } from './request-operations';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

// The design files are read only when someone looks at them (the readers are large).
const DesignData = lazyPart(() => import('@pcbm/web-kit/requests/design/DesignData').then((m) => ({ default: m.DesignData })));

/** The Request tab: where the order stands, the quote and the answers to it, what was asked for, and the files. */
export function RequestTab({ order, siblings, onChanged }: { readonly order: RequestOrder; readonly siblings: number; readonly onChanged: () => void }) {
  const { t } = useTranslation('requests');
  const [, updateStatus] = useMutation(UpdateOrderStatusMutation);
  const { busy, run } = useOrderStep(onChanged, 'requests');
  const [withdrawing, setWithdrawing] = useState(false);
  const [editing, setEditing] = useState(false);
  const editable = order.status === 'WAITING_FOR_QUOTE' || order.status === 'QUOTE_OFFERED';
  const actions = customerActions(order.status, order.quote?.status === 'OFFERED');
  const cancelled = isCancelled(order.status);
  // While a quote awaits the answer, withdrawing is one of the answers beside it.
  const withdraw = actions.withdraw && !actions.answerQuote;
  return (
    <Stack spacing={2}>
      <OrderProgress status={order.status} statusChanges={order.statusChanges} side="customer" />
      {cancelled && (
        <Alert severity="error">
          {t(`page.cancelled.${order.status}`)}
          {order.cancelReason && order.cancelReason !== 'NONE' ? ` ${t('page.cancelReason', { reason: t(`reason.values.${order.cancelReason}`) })}` : ''}
          {order.cancelReasonText ? ` "${order.cancelReasonText}"` : ''}
        </Alert>
      )}
      {order.status === 'WAITING_FOR_QUOTE' && <ResponseCountdown deadline={order.responseDeadline} side="customer" />}
      {(actions.markReceived || withdraw || editable) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {editable && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('edit.open')}
            </Button>
          )}
          {actions.markReceived && (
            <Button variant="contained" disabled={busy} onClick={() => void run(() => updateStatus({ orderId: order.id, status: 'DONE' }), t('page.receivedDone'))}>
              {t('page.markReceived')}
            </Button>
          )}
          {withdraw && (
            <Button variant="outlined" color="error" onClick={() => setWithdrawing(true)}>
              {t('page.withdraw')}
            </Button>
          )}
        </Stack>
      )}
      {actions.giveFeedback && <FeedbackForm order={order} onChanged={onChanged} />}
      {!cancelled && <QuoteSection order={order} otherProducers={siblings} onChanged={onChanged} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 2, alignItems: 'start' }}>
        <BoardPreviewImage path={order.preview?.current.path} name={order.name} size={260} />
        <OrderFacts order={order} />
      </Box>
      <Suspense fallback={null}>
        <DesignData order={order} />
      </Suspense>
      <OrderFiles order={order} />
      {editing && <EditOrderDialog order={order} open onClose={() => setEditing(false)} onSaved={onChanged} />}
      <ReasonDialog
        open={withdrawing}
        title={t('page.withdrawTitle')}
        text={t('page.withdrawText')}
        confirm={t('page.withdraw')}
        irreversible
        busy={busy}
        onClose={() => setWithdrawing(false)}
        onConfirm={(reason, reasonText) =>
          void run(() => updateStatus({ orderId: order.id, status: 'CANCELED_BY_CUSTOMER', reason, reasonText }), t('page.withdrawn')).then((ok) => ok && setWithdrawing(false))
        }
      />
    </Stack>
  );
}
