import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-error';
import type { ProductionValues } from './production-form';

/** The quantities a bulk price is asked for: a list of numbers, added and removed one by one. */
export function BulkPrices() {
  const { t } = useTranslation('production');
  const { control, register } = useFormContext<ProductionValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'bulkPrices' });
  const errorOf = useFieldError();
  return (
    <fieldset style={{ border: 0, marginInline: 0, marginBottom: 0, padding: 0, minWidth: 0 }} aria-describedby="bulk-prices-hint">
      <Typography component="legend" variant="subtitle1">
        {t('fields.bulkPrices')}
      </Typography>
      <Typography id="bulk-prices-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('bulkPricesHint')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {fields.map((field, index) => {
          const error = errorOf(`bulkPrices.${index}.value`) ?? errorOf(`bulkPrices.${index}`);
          const label = t('bulkPrice', { number: index + 1 });
          return (
            <Stack direction="row" key={field.id} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id={`bulk-price-${index}`}
                label={label}
                size="small"
                type="number"
                {...register(`bulkPrices.${index}.value`)}
                error={Boolean(error)}
                helperText={error ?? ' '}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' }, formHelperText: error ? { role: 'alert' } : undefined }}
                sx={{ width: 150 }}
              />
              <IconButton aria-label={t('removeBulkPrice', { label })} onClick={() => remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
        <Button startIcon={<AddIcon />} onClick={() => append({ value: '' })} sx={{ mt: 0.5 }}>
          {t('addBulkPrice')}
        </Button>
      </Stack>
    </fieldset>
  );
}
