import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { componentFormSchema, componentOf, formOf, type ComponentForm, type ValidComponentForm } from './component-form';

export interface ComponentDialogProps {
  /** The row edited, or null to add one. */
  readonly component: DraftComponent | null;
  readonly onSave: (component: DraftComponent) => void;
  readonly onClose: () => void;
}

/** Adds or edits a parts-list row: designators, quantity, the part and up to two alternatives, DNP, provided, generic. */
export function ComponentDialog({ component, onSave, onClose }: ComponentDialogProps) {
  const { t } = useTranslation('components');
  const { control, handleSubmit } = useForm<ComponentForm, unknown, ValidComponentForm>({ resolver: zodResolver(componentFormSchema), defaultValues: formOf(component) });
  const field = (name: FieldPath<ComponentForm>, label: string, size = 6, type = 'text') => (
    <Grid size={size}>
      <Controller
        name={name}
        control={control}
        render={({ field: input, fieldState }) => (
          <TextField
            {...input}
            value={input.value as string | number}
            label={label}
            type={type}
            fullWidth
            size="small"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? t(`form.${fieldState.error.message}`, { defaultValue: t('form.invalid') }) : ' '}
          />
        )}
      />
    </Grid>
  );
  const flag = (name: 'doNotPlace' | 'provided' | 'generic') => (
    <Controller
      name={name}
      control={control}
      render={({ field: input }) => <FormControlLabel control={<Checkbox checked={Boolean(input.value)} onChange={(event) => input.onChange(event.target.checked)} />} label={t(`flags.${name === 'doNotPlace' ? 'dnp' : name}`)} />}
    />
  );
  const save = handleSubmit((form) => onSave(componentOf(form, component?.id ?? `added-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, component)));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="component-dialog-title">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id="component-dialog-title">{component ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {field('designators', t('dialog.designators'), 8)}
            {field('quantity', t('dialog.quantity'), 4, 'number')}
            {field('mpn', t('dialog.mpn'))}
            {field('manufacturer', t('dialog.manufacturer'))}
            {[0, 1].map((index) => (
              <Grid size={12} container spacing={2} key={index}>
                <Grid size={12}>
                  <Typography variant="subtitle2">{t('dialog.alternative', { number: index + 1 })}</Typography>
                </Grid>
                {field(`alternatives.${index}.mpn`, t('dialog.alternativeMpn', { number: index + 1 }))}
                {field(`alternatives.${index}.manufacturer`, t('dialog.alternativeManufacturer', { number: index + 1 }))}
              </Grid>
            ))}
            {field('description', t('dialog.description'), 12)}
            {field('package', t('dialog.package'), 3)}
            {field('electricValue', t('dialog.value'), 3)}
            {field('tolerance', t('dialog.tolerance'), 3)}
            {field('maxVoltage', t('dialog.maxVoltage'), 3)}
            <Grid size={12}>
              {flag('doNotPlace')}
              {flag('provided')}
              {flag('generic')}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
