import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { graphql } from '@pcbm/web-kit/graphql/graphql';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { useNotice } from '@pcbm/web-kit/requests/Notice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CountrySelector } from '../../wizard/production/CountrySelector';
import { changesOf, editFormOf, type AddressForm, type EditOrderForm } from './edit-order-form';

export const UpdateOrderMutation = graphql(`
  mutation UpdateOrder($update: OrderUpdateInput!) {
    updateOrder(update: $update) { id }
  }
`);

const ORDER_TYPES = ['PROTOTYPE', 'PRE_SERIES', 'SERIES'] as const;
const IPC_CLASSES = ['CLASS1', 'CLASS2', 'CLASS3'] as const;
const ADDRESS_LINES = ['recipient', 'addressLine1', 'addressLine2', 'zipcode', 'city', 'companyTaxNumber'] as const;

/** Changes to a sent order while the producer has not started: quantity, production details, notes, addresses. Each change is announced in the chat. */
export function EditOrderDialog({ order, open, onClose, onSaved }: { readonly order: RequestOrder; readonly open: boolean; readonly onClose: () => void; readonly onSaved: () => void }) {
  const { t } = useTranslation('requests');
  const notice = useNotice();
  const [, updateOrder] = useMutation(UpdateOrderMutation);
  const [form, setForm] = useState<EditOrderForm>(() => editFormOf(order));
  const [problems, setProblems] = useState<{ field: string; code: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EditOrderForm>(key: K, value: EditOrderForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setLine = (which: 'shippingAddress' | 'billingAddress', line: keyof AddressForm, value: string) => setForm((current) => ({ ...current, [which]: { ...current[which], [line]: value } }));
  const problemOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (!problem) return undefined;
    if (field === 'quantity') return t('edit.errors.quantity');
    return problem.code === 'too_big' ? t('edit.errors.tooLong') : t('edit.errors.required');
  };

  const save = async () => {
    setFailure(null);
    const result = changesOf(order, form);
    if (!result.changed) return onClose();
    if (!('update' in result) || !result.update) return setProblems(result.problems ?? []);
    setProblems([]);
    setBusy(true);
    const { error } = await updateOrder({ update: result.update as never });
    setBusy(false);
    if (error) return setFailure(errorTextOf(error, t)?.message ?? t('edit.failed'));
    notice(t('edit.saved'));
    onSaved();
    onClose();
  };

  const address = (which: 'shippingAddress' | 'billingAddress') => (
    <Grid container spacing={1}>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3">
          {t(`facts.${which}`)}
        </Typography>
      </Grid>
      {ADDRESS_LINES.map((line) => (
        <Grid key={line} size={{ xs: 12, sm: line === 'zipcode' ? 4 : line === 'city' ? 8 : 12 }}>
          <TextField
            fullWidth
            size="small"
            label={t(`edit.address.${line}`)}
            required={line !== 'addressLine2' && line !== 'companyTaxNumber'}
            value={form[which][line]}
            onChange={(event) => setLine(which, line, event.target.value)}
            error={!!problemOf(`${which}.${line}`)}
            helperText={problemOf(`${which}.${line}`) ?? ' '}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <CountrySelector id={`edit-${which}-country`} label={t('edit.address.country')} value={form[which].country} onChange={(code) => setLine(which, 'country', code)} error={problemOf(`${which}.country`)} />
      </Grid>
    </Grid>
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="edit-order-title" maxWidth="md" fullWidth>
      <DialogTitle id="edit-order-title">{t('edit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('edit.text')}</DialogContentText>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField fullWidth size="small" type="number" label={t('facts.quantity')} required value={form.quantity} onChange={(event) => set('quantity', event.target.value)} error={!!problemOf('quantity')} helperText={problemOf('quantity') ?? ' '} slotProps={{ htmlInput: { min: 1 } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField select fullWidth size="small" label={t('edit.strategy')} value={form.quantityIsOverproduction ? 'over' : 'under'} onChange={(event) => set('quantityIsOverproduction', event.target.value === 'over')} helperText=" ">
              <MenuItem value="over">{t('edit.over')}</MenuItem>
              <MenuItem value="under">{t('edit.under')}</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField fullWidth size="small" label={t('facts.version')} required value={form.pcbVersion} onChange={(event) => set('pcbVersion', event.target.value)} error={!!problemOf('pcbVersion')} helperText={problemOf('pcbVersion') ?? ' '} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label={t('facts.type')} value={form.type} onChange={(event) => set('type', event.target.value as EditOrderForm['type'])} helperText=" ">
              {ORDER_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`common:vocabulary.orderType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label={t('facts.ipcClass')} value={form.ipcClass} onChange={(event) => set('ipcClass', event.target.value as EditOrderForm['ipcClass'])} helperText=" ">
              <MenuItem value="">{t('common:vocabulary.ipc.none')}</MenuItem>
              {IPC_CLASSES.map((ipc) => (
                <MenuItem key={ipc} value={ipc}>
                  {t(`common:vocabulary.ipc.${ipc}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {(['isPanel', 'separateBoard', 'pcbProvidedByCustomer'] as const).map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 4 }}>
              <FormControlLabel control={<Switch checked={form[key]} onChange={(event) => set(key, event.target.checked)} />} label={t(`facts.${key === 'pcbProvidedByCustomer' ? 'pcbProvided' : key}`)} />
            </Grid>
          ))}
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={3}
              label={t('facts.notes')}
              value={form.additionalNotes}
              onChange={(event) => set('additionalNotes', event.target.value)}
              error={!!problemOf('additionalNotes')}
              helperText={problemOf('additionalNotes') ?? t('reason.textHint', { count: form.additionalNotes.length, max: 2500 })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{address('shippingAddress')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{address('billingAddress')}</Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ flexGrow: 1 }}>
            {failure}
          </Alert>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
