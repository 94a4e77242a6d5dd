import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SubmittedRequestData } from './use-submit-order';

/** The sent request: its name, the producers it went to, and where to follow it. */
export function SubmittedRequest({ request, onAnother }: { readonly request: SubmittedRequestData; readonly onAnother: () => void }) {
  const { t } = useTranslation('wizard');
  return (
    <Paper variant="outlined" sx={{ p: 4 }} role="status">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography variant="h4" component="h1">
            {t('submitted.title')}
          </Typography>
        </Stack>
        <Typography>{t('submitted.text', { name: request.name, count: request.orders.length })}</Typography>
        <List dense>
          {request.orders.map((order) => (
            <ListItem key={order.id}>{t('submitted.order', { id: order.id.slice(0, 8), status: t(`status.${order.status}`) })}</ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" href={`/request/${request.id}`}>
            {t('submitted.open')}
          </Button>
          <Button onClick={onAnother}>{t('submitted.another')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
