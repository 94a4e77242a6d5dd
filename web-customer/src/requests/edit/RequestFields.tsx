import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { EditOrderForm } from './edit-order-form';

const ORDER_TYPES = ['PROTOTYPE', 'PRE_SERIES', 'SERIES'] as const;
const IPC_CLASSES = ['CLASS1', 'CLASS2', 'CLASS3'] as const;

type Set = <K extends keyof EditOrderForm>(key: K, value: EditOrderForm[K]) => void;

/** Quantity, what to do when it cannot be met, version, order type, IPC class and the delivery switches. */
export function RequestFields({ form, set, problemOf }: { readonly form: EditOrderForm; readonly set: Set; readonly problemOf: (field: string) => string | undefined }) {
  const { t } = useTranslation('requests');
  const quantityProblem = problemOf('quantity');
  const versionProblem = problemOf('pcbVersion');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          type="number"
          label={t('facts.quantity')}
          required
          value={form.quantity}
          onChange={(event) => set('quantity', event.target.value)}
          error={!!quantityProblem}
          helperText={quantityProblem ?? ' '}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' }, formHelperText: quantityProblem ? { role: 'alert' } : undefined }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField select fullWidth size="small" label={t('edit.strategy')} value={form.quantityIsOverproduction ? 'over' : 'under'} onChange={(event) => set('quantityIsOverproduction', event.target.value === 'over')} helperText=" ">
          <MenuItem value="over">{t('edit.over')}</MenuItem>
          <MenuItem value="under">{t('edit.under')}</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          label={t('facts.version')}
          required
          value={form.pcbVersion}
          onChange={(event) => set('pcbVersion', event.target.value)}
          error={!!versionProblem}
          helperText={versionProblem ?? ' '}
          slotProps={{ formHelperText: versionProblem ? { role: 'alert' } : undefined }}
        />
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
    </Grid>
  );
}
