import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { finishNumber, PRICING_INPUTS, type PricingInputName } from '@pcbm/domain/pricing/pricing-variables';
import { formatDecimal } from '@pcbm/web-kit/i18n/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FINISH_CHOICES, type TestInputFields, type TestInputProblem } from './test-inputs';

export interface TestInputsProps {
  readonly fields: TestInputFields;
  readonly problems: Partial<Readonly<Record<PricingInputName, TestInputProblem>>>;
  readonly onChange: (name: PricingInputName, value: string) => void;
}

const DECIMAL: ReadonlySet<PricingInputName> = new Set(['partSourcingCost', 'pcbSize', 'boardThickness']);

/** A choice in the reader's words with the number the formulas receive for it as a quieter note: "HASL bleifrei · 2". */
function Choice({ label, number }: { readonly label: string; readonly number: number }) {
  return (
    <>
      {label}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        · {number}
      </Box>
    </>
  );
}

/** The eleven inputs a formula reads, to try the formulas with an order of the producer's choice. */
export function TestInputs({ fields, problems, onChange }: TestInputsProps) {
  const { t, i18n } = useTranslation('pricing');
  const problemText = (name: PricingInputName) => {
    const problem = problems[name];
    return problem ? t(`inputs.problem.${problem.kind}`, { limit: problem.limit === undefined ? undefined : formatDecimal(problem.limit, i18n.language) }) : undefined;
  };
  // Below each field the variable name the formulas use for it, then what is wrong with the value, if anything.
  const helperText = (name: PricingInputName): ReactNode => {
    const problem = problemText(name);
    return (
      <>
        <Box component="span" sx={visuallyHidden}>
          {t('inputs.variable')}:{' '}
        </Box>
        <Box component="code" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {name}
        </Box>
        {problem && (
          <Box component="span" sx={{ display: 'block' }}>
            {problem}
          </Box>
        )}
      </>
    );
  };
  return (
    <Box component="section" aria-labelledby="pricing-inputs-title">
      <Typography id="pricing-inputs-title" variant="h6" component="h2">
        {t('inputs.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('inputs.help')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }}>
        {PRICING_INPUTS.map((name) => {
          const common = { label: t(`inputs.${name}`), value: fields[name], error: Boolean(problems[name]), helperText: helperText(name), size: 'small' as const, fullWidth: true };
          if (name === 'pcbProvided') {
            return (
              <TextField key={name} select {...common} onChange={(event) => onChange(name, event.target.value)}>
                <MenuItem value="no">
                  <Choice label={t('inputs.no')} number={0} />
                </MenuItem>
                <MenuItem value="yes">
                  <Choice label={t('inputs.yes')} number={1} />
                </MenuItem>
              </TextField>
            );
          }
          if (name === 'finish') {
            return (
              <TextField key={name} select {...common} onChange={(event) => onChange(name, event.target.value)}>
                {FINISH_CHOICES.map((finish) => (
                  <MenuItem key={finish} value={finish}>
                    <Choice label={t(`common:vocabulary.finish.${finish}`, { defaultValue: finish })} number={finishNumber(finish)} />
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          // Text rather than a number field, so that a decimal comma can be typed in any browser.
          return (
            <TextField
              key={name}
              {...common}
              onChange={(event) => onChange(name, event.target.value)}
              slotProps={{ htmlInput: { inputMode: DECIMAL.has(name) ? 'decimal' : 'numeric', autoComplete: 'off', spellCheck: false } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
