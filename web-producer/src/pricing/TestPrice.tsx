import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRICE_RANGE_FIELDS } from '@pcbm/domain/pricing/pricing-variables';
import { useTranslation } from 'react-i18next';
import { formulaValueText } from './price-values';
import type { TestPrice as TestPriceResult } from './test-inputs';

export interface TestPriceProps {
  /** Null while the formulas have problems or there are none. */
  readonly price: TestPriceResult | null;
  readonly inputsValid: boolean;
}

/** The price range the formulas compute for the test inputs, or in words why there is none. */
export function TestPrice({ price, inputsValid }: TestPriceProps) {
  const { t, i18n } = useTranslation('pricing');
  const body = () => {
    if (!inputsValid) return <Alert severity="info" role="status">{t('price.checkInputs')}</Alert>;
    if (!price) return <Alert severity="info" role="status">{t('price.waiting')}</Alert>;
    if (price.failure || !price.priceRange) {
      const failure = price.failure;
      return <Alert severity="warning" role="status">{failure ? t('price.failed', { formula: failure.formula, reason: t(`price.reason.${failure.code}`, { defaultValue: failure.message }) }) : t('price.waiting')}</Alert>;
    }
    const range = price.priceRange;
    return (
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {PRICE_RANGE_FIELDS.filter((field) => range[field] !== undefined).map((field) => (
          <Box key={field} sx={{ display: 'contents', '& dt': { fontWeight: field === 'cost' ? 700 : 400 } }}>
            <dt>{t(`price.field.${field}`)}</dt>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: field === 'cost' ? 700 : 400 }} data-testid={`price-${field}`}>
              {formulaValueText(field, range[field]!, t, i18n.language)}
            </Box>
          </Box>
        ))}
      </Box>
    );
  };
  return (
    <Box component="section" aria-labelledby="pricing-price-title" aria-live="polite">
      <Typography id="pricing-price-title" variant="h6" component="h2">
        {t('price.title')}
      </Typography>
      {body()}
    </Box>
  );
}
