import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { finishNumber, PRICING_INPUTS, type PricingInputName } from '@pcbm/domain/pricing/pricing-variables';
import { useTranslation } from 'react-i18next';
import { FINISH_CHOICES, type TestInputFields, type TestInputProblem } from './test-inputs';

export interface TestInputsProps {
  readonly fields: TestInputFields;
  readonly problems: Partial<Readonly<Record<PricingInputName, TestInputProblem>>>;
  readonly onChange: (name: PricingInputName, value: string) => void;
}

const DECIMAL: ReadonlySet<PricingInputName> = new Set(['partSourcingCost', 'pcbSize', 'boardThickness']);

/** The eleven inputs a formula reads, to try the formulas with an order of the producer's choice. */
export function TestInputs({ fields, problems, onChange }: TestInputsProps) {
  const { t } = useTranslation('pricing');
  const problemText = (name: PricingInputName) => {
    const problem = problems[name];
    return problem ? t(`inputs.problem.${problem.kind}`, { limit: problem.limit }) : undefined;
  };
  return (
    <Box component="section" aria-labelledby="pricing-inputs-title">
      <Typography id="pricing-inputs-title" variant="h6" component="h2">
        {t('inputs.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('inputs.help')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {PRICING_INPUTS.map((name) => {
          const common = { label: t(`inputs.${name}`), value: fields[name], error: Boolean(problems[name]), helperText: problemText(name), size: 'small' as const };
          if (name === 'pcbProvided') {
            return (
              <TextField key={name} select {...common} onChange={(event) => onChange(name, event.target.value)}>
                <MenuItem value="no">{t('inputs.no')}</MenuItem>
                <MenuItem value="yes">{t('inputs.yes')}</MenuItem>
              </TextField>
            );
          }
          if (name === 'finish') {
            return (
              <TextField key={name} select {...common} onChange={(event) => onChange(name, event.target.value)}>
                {FINISH_CHOICES.map((finish) => (
                  <MenuItem key={finish} value={finish}>
                    {t('inputs.finishNumber', { finish, number: finishNumber(finish) })}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          return (
            <TextField
              key={name}
              {...common}
              type="number"
              onChange={(event) => onChange(name, event.target.value)}
              slotProps={{ htmlInput: { inputMode: DECIMAL.has(name) ? 'decimal' : 'numeric', step: DECIMAL.has(name) ? 'any' : 1, min: 0 } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
