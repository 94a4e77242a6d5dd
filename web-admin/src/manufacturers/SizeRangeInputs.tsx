import Stack from '@mui/material/Stack';
import { NumberInput, useTranslate } from 'react-admin';
import { BOUNDS, DIMENSIONS } from './manufacturer-form';

/** The smallest and the largest size (long side, short side, height) in mm. */
export function SizeRangeInputs({ source }: { readonly source: 'boardSize' | 'ecSize' }) {
  const translate = useTranslate();
  return (
    <>
      {BOUNDS.map((bound) => (
        <Stack key={bound} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
          {DIMENSIONS.map((dimension) => (
            <NumberInput
              key={dimension}
              source={`${source}.${bound}.${dimension}`}
              label={translate('admin.manufacturers.size.label', { bound: translate(`admin.manufacturers.size.${bound}`), dimension: translate(`admin.manufacturers.size.${dimension}`) })}
              step={0.1}
              min={0}
              isRequired
            />
          ))}
        </Stack>
      ))}
    </>
  );
}

/** From how many to how many; an empty upper bound means no upper limit. */
export function QuantityRangeInputs({ source }: { readonly source: 'pcbQuantity' | 'componentQuantity' }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      <NumberInput source={`${source}.min`} label="admin.manufacturers.quantity.min" step={1} min={1} isRequired />
      <NumberInput source={`${source}.max`} label="admin.manufacturers.quantity.max" step={1} min={1} helperText="admin.manufacturers.quantity.noLimit" />
    </Stack>
  );
}
