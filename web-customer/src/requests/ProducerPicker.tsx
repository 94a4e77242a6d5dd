import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { StatusChip } from '@pcbm/web-kit/requests/StatusChip';
import { useTranslation } from 'react-i18next';

/** The producers a request went to, each with its order's status and unread messages; one is shown at a time. */
export function ProducerPicker({ orders, selected, onSelect }: { readonly orders: readonly RequestOrder[]; readonly selected: string; readonly onSelect: (orderId: string) => void }) {
  const { t } = useTranslation('requests');
  return (
    <ToggleButtonGroup exclusive value={selected} onChange={(_event, value: string | null) => value && onSelect(value)} aria-label={t('page.producers')} sx={{ flexWrap: 'wrap' }}>
      {orders.map((order) => (
        <ToggleButton key={order.id} value={order.id} sx={{ textTransform: 'none', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, px: 2 }}>
          <Badge color="secondary" badgeContent={order.unreadMessages.amount} invisible={order.unreadMessages.amount === 0} slotProps={{ badge: { 'aria-hidden': true } }}>
            <Typography component="span" sx={{ fontWeight: 600, pr: order.unreadMessages.amount ? 1.5 : 0 }}>
              {order.manufacturer?.company.name ?? t('page.producer')}
            </Typography>
          </Badge>
          {order.unreadMessages.amount > 0 && <Box sx={visuallyHidden}>{t('page.unread', { count: order.unreadMessages.amount })}</Box>}
          <StatusChip status={order.status} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
