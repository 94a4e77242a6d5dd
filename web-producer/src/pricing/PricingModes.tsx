import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MODES, PRICING_SCOPES, type PricingScopeName } from './pricing-form';
import type { OrderPricing, PricingMode } from './pricing-operations';

export interface PricingModesProps {
  readonly modes: Readonly<Record<PricingScopeName, PricingMode>>;
  readonly saved: OrderPricing;
  readonly onChange: (scope: PricingScopeName, mode: PricingMode) => void;
}

/** A choice per scope: off, the producer's formulas, or the producer's pricing server. */
export function PricingModes({ modes, saved, onChange }: PricingModesProps) {
  const { t } = useTranslation('pricing');
  return (
    <Stack component="section" spacing={2} aria-labelledby="pricing-modes-title">
      <Typography id="pricing-modes-title" variant="h6" component="h2">
        {t('modes.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        {PRICING_SCOPES.map((scope) => (
          <FormControl key={scope}>
            <FormLabel id={`pricing-scope-${scope}`}>{t(`modes.scope.${scope}`)}</FormLabel>
            <RadioGroup aria-labelledby={`pricing-scope-${scope}`} name={`pricing-${scope}`} value={modes[scope]} onChange={(event) => onChange(scope, event.target.value as PricingMode)}>
              {MODES.map((mode) => (
                <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`modes.mode.${mode}`)} />
              ))}
            </RadioGroup>
            <FormHelperText>{saved[scope].supportsPricing ? t('modes.active') : t('modes.inactive')}</FormHelperText>
          </FormControl>
        ))}
      </Stack>
    </Stack>
  );
}
