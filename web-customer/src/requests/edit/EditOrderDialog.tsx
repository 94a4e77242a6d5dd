import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { graphql } from '@pcbm/web-kit/graphql/graphql';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { useNotice } from '@pcbm/web-kit/requests/Notice';
import { useOwnStep } from '@pcbm/web-kit/requests/own-steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { AdditionalFiles } from './AdditionalFiles';
import { BulkPriceRows } from './BulkPriceRows';
import { CertificateChoices } from './CertificateChoices';
import { EditAddress } from './EditAddress';
import { changesOf, editFormOf, type AddressForm, type EditOrderForm, type FieldProblem } from './edit-order-form';
import { problemTextOf } from './problem-text';
import { RequestFields } from './RequestFields';
import { ServiceTable } from './ServiceTable';

export const UpdateOrderMutation = graphql(`
  mutation UpdateOrder($update: OrderUpdateInput!, $additionalFiles: [Upload!]) {
    updateOrder(update: $update, additionalFiles: $additionalFiles) { id }
  }
`);

const NOTES_MAX = 2500;

/**
 * Changes to a sent order while the producer has not started: quantity, production details,
 * services, certificates, bulk prices, notes, addresses and added files. Each change is announced in the chat.
 */
export function EditOrderDialog({ order, open, onClose, onSaved }: { readonly order: RequestOrder; readonly open: boolean; readonly onClose: () => void; readonly onSaved: () => void }) {
  const { t, i18n } = useTranslation('requests');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notice = useNotice();
  const [, updateOrder] = useMutation(UpdateOrderMutation);
  const ownStep = useOwnStep();
  const [form, setForm] = useState<EditOrderForm>(() => editFormOf(order));
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EditOrderForm>(key: K, value: EditOrderForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setLine = (which: 'shippingAddress' | 'billingAddress', line: keyof AddressForm, value: string) => setForm((current) => ({ ...current, [which]: { ...current[which], [line]: value } }));
  const problemOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (!problem) return undefined;
    const text = problemTextOf(problem, i18n.language);
    return t(text.key, text.values);
  };

  const notesProblem = problemOf('additionalNotes');

  const save = async () => {
    setFailure(null);
    const result = changesOf(order, form);
    if (!result.changed) return onClose();
    if ('problems' in result) return setProblems(result.problems);
    setProblems([]);
    setBusy(true);
    const end = ownStep?.begin();
    const { error } = await updateOrder({ update: result.update, additionalFiles: result.additionalFiles.length > 0 ? result.additionalFiles : undefined });
    setBusy(false);
    if (error) {
      end?.(false);
      return setFailure(errorTextOf(error, t)?.message ?? t('edit.failed'));
    }
    notice(t('edit.saved'));
    onSaved();
    end?.(true);
    onClose();
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="edit-order-title" maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id="edit-order-title">{t('edit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('edit.text')}</DialogContentText>
        <Grid container spacing={2}>
          <Grid size={12}>
            <RequestFields form={form} set={set} problemOf={problemOf} />
          </Grid>
          <Grid size={12}>
            <Divider />
          </Grid>
          <Grid size={12}>
            <ServiceTable required={form.requiredOperations} optional={form.optionalOperations} onChange={(required, optional) => setForm((current) => ({ ...current, requiredOperations: required, optionalOperations: optional }))} />
          </Grid>
          <Grid size={12}>
            <CertificateChoices chosen={form.requiredCertificates} onChange={(chosen) => set('requiredCertificates', chosen)} />
          </Grid>
          <Grid size={12}>
            <BulkPriceRows rows={form.bulkPrices} onChange={(rows) => set('bulkPrices', rows)} problemOf={problemOf} />
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={3}
              label={t('facts.notes')}
              value={form.additionalNotes}
              onChange={(event) => set('additionalNotes', event.target.value)}
              error={!!notesProblem}
              helperText={notesProblem ?? t('reason.textHint', { count: form.additionalNotes.length, max: NOTES_MAX })}
              slotProps={{ formHelperText: notesProblem ? { role: 'alert' } : undefined }}
            />
          </Grid>
          <Grid size={12}>
            <AdditionalFiles existing={order.additionalFiles.map((file) => file.current.filename)} files={form.additionalFiles} onChange={(files) => set('additionalFiles', files)} />
          </Grid>
          <Grid size={12}>
            <Divider />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <EditAddress which="shippingAddress" value={form.shippingAddress} onChange={(line, value) => setLine('shippingAddress', line, value)} problemOf={problemOf} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <EditAddress which="billingAddress" value={form.billingAddress} onChange={(line, value) => setLine('billingAddress', line, value)} problemOf={problemOf} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {problems.length > 0 && (
          <Alert severity="error" role="alert" sx={{ flexGrow: 1 }}>
            {t('edit.errors.check')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ flexGrow: 1 }}>
            {failure}
          </Alert>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('edit.saving') : t('edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
