import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { CHOICE_KINDS } from './re-add-plan';
import { ReAddNotReady, ReAddOrderMutation, reAddVariables, refusalText, type ReAddSource } from './send-re-add';

export interface ReAddSummaryProps {
  readonly source: ReAddSource;
  readonly producerName: string;
  readonly onSent: (superOrderId: string) => void;
  /** Tells the dialog while sending, so that it is not closed half-way. */
  readonly onSending?: (sending: boolean) => void;
}

/** Step 8: what will be sent to whom; SEND calls reAddOrder with progress and tells the refusal in words. */
export function ReAddSummary({ source, producerName, onSent, onSending }: ReAddSummaryProps) {
  const { t } = useTranslation('readd');
  const client = useClient();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { draft, plan } = source;
  const details = draft.requestDetails;
  const fileLine = (kind: (typeof CHOICE_KINDS)[number]) => {
    if (plan.keep.includes(kind)) return t('summary.kept');
    if (plan.replace.includes(kind)) return t('summary.replaced');
    return null;
  };
  const additional = draft.files.filter((file) => file.use === 'additionalFile');

  const send = async () => {
    if (sending) return;
    setSending(true);
    onSending?.(true);
    setError(null);
    setProgress(10);
    try {
      const variables = await reAddVariables(source);
      setProgress(50);
      const answer = await client.mutation(ReAddOrderMutation, variables).toPromise();
      if (answer.error || !answer.data) {
        setError(answer.error ? refusalText(answer.error, t) : t('errors:generic'));
        return;
      }
      setProgress(100);
      onSent(answer.data.reAddOrder.id);
    } catch (problem) {
      if (problem instanceof ReAddNotReady) setError(t(`send.${problem.code}`, { defaultValue: problem.message }));
      else {
        console.error('Re-adding the request failed', problem);
        setError(problem instanceof Error ? problem.message : t('errors:generic'));
      }
    } finally {
      setSending(false);
      onSending?.(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('summary.intro', { producer: producerName })}</Typography>
      <List dense aria-label={t('summary.filesLabel')}>
        {CHOICE_KINDS.map((kind) => {
          const line = fileLine(kind);
          return line ? (
            <ListItem key={kind}>
              <ListItemText primary={t(`kind.${kind}`)} secondary={line} />
            </ListItem>
          ) : null;
        })}
        <ListItem>
          <ListItemText primary={t('kind.additional')} secondary={additional.length > 0 ? t('summary.additionalAdded', { names: additional.map((file) => file.name).join(', ') }) : t('summary.additionalNone')} />
        </ListItem>
      </List>
      <List dense aria-label={t('summary.settingsLabel')}>
        <ListItem>
          <ListItemText primary={t('summary.quantity')} secondary={`${details.quantity} · ${t(`summary.type.${details.type}`, { defaultValue: details.type })} · ${details.pcbVersion}`} />
        </ListItem>
        <ListItem>
          <ListItemText primary={t('summary.shipping')} secondary={[draft.shippingAddress.recipient, draft.shippingAddress.zipcode, draft.shippingAddress.city, draft.shippingAddress.country].filter(Boolean).join(', ')} />
        </ListItem>
      </List>
      {sending && <LinearProgress variant="determinate" value={progress} aria-label={t('summary.sending')} />}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>
          {t('summary.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
