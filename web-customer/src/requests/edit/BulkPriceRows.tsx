import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The quantities a bulk price is asked for, added and removed one by one, as in the wizard. */
export function BulkPriceRows({
  rows,
  onChange,
  problemOf,
}: {
  readonly rows: readonly string[];
  readonly onChange: (rows: string[]) => void;
  readonly problemOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('production');
  const addButton = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState(false);
  const listProblem = problemOf('bulkPrices');
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby="edit-bulk-prices-hint">
      <Typography component="legend" variant="subtitle2">
        {t('fields.bulkPrices')}
      </Typography>
      <Typography id="edit-bulk-prices-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('bulkPricesHint')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {rows.map((row, index) => {
          const problem = problemOf(`bulkPrices.${index}`);
          const label = t('bulkPrice', { number: index + 1 });
          return (
            <Stack direction="row" key={index} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id={`edit-bulk-price-${index}`}
                label={label}
                size="small"
                type="number"
                value={row}
                autoFocus={added && index === rows.length - 1}
                onChange={(event) => onChange(rows.map((value, at) => (at === index ? event.target.value : value)))}
                error={Boolean(problem)}
                helperText={problem ?? ' '}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' }, formHelperText: problem ? { role: 'alert' } : undefined }}
                sx={{ width: 150 }}
              />
              <IconButton
                aria-label={t('removeBulkPrice', { label })}
                onClick={() => {
                  onChange(rows.filter((_, at) => at !== index));
                  setAdded(false);
                  addButton.current?.focus();
                }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
        <Button
          ref={addButton}
          startIcon={<AddIcon />}
          onClick={() => {
            onChange([...rows, '']);
            setAdded(true);
          }}
          sx={{ mt: 0.5 }}
        >
          {t('addBulkPrice')}
        </Button>
      </Stack>
      {listProblem && (
        <Typography role="alert" variant="body2" color="error">
          {listProblem}
        </Typography>
      )}
    </fieldset>
  );
}
