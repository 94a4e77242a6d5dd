import type { Diagnostic } from '@codemirror/lint';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORMULA_FUNCTIONS } from '@pcbm/domain/pricing/formula-functions';
import { PRICING_INPUTS, type PricingInputName } from '@pcbm/domain/pricing/pricing-variables';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useFlash } from '@pcbm/web-kit/flash/FlashProvider';
import { useNotice } from '@pcbm/web-kit/requests/Notice';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { ExternalServerFields } from './ExternalServerFields';
import { checkFormulaSource } from './formula-diagnostics';
import { FormulaEditor } from './FormulaEditor';
import { FormulaProblems } from './FormulaProblems';
import { FormulaSummary } from './FormulaSummary';
import { decideSave, formOf, type FormProblems, type PricingForm } from './pricing-form';
import { SetPricingMutation, type OrderPricing } from './pricing-operations';
import { PricingModes } from './PricingModes';
import { checkTestInputs, defaultTestInputs, tryFormulas, type TestInputFields } from './test-inputs';
import { TestInputs } from './TestInputs';
import { TestPrice } from './TestPrice';
import { useProblemText } from './use-problem-text';

export interface PricingSetupFormProps {
  readonly manufacturerId: string;
  readonly pricing: OrderPricing;
}

/** The producer's pricing setup being edited: modes, pricing server, formulas with a live test price, and saving. */
export function PricingSetupForm({ manufacturerId, pricing }: PricingSetupFormProps) {
  const { t, i18n } = useTranslation('pricing');
  const client = useClient();
  const flash = useFlash();
  const notice = useNotice();
  const problemText = useProblemText();
  const [saved, setSaved] = useState(pricing);
  const [form, setForm] = useState<PricingForm>(() => formOf(pricing));
  const [inputs, setInputs] = useState<TestInputFields>(() => defaultTestInputs(i18n.language));
  const [problems, setProblems] = useState<FormProblems>({});
  const [busy, setBusy] = useState(false);

  const check = useMemo(() => checkFormulaSource(form.source), [form.source]);
  const inputCheck = useMemo(() => checkTestInputs(inputs), [inputs]);
  const price = useMemo(() => (check.parsed && inputCheck.valid ? tryFormulas(check.parsed, inputCheck.variables) : null), [check, inputCheck]);
  const values = useMemo(() => (price ? new Map(price.values.map(({ name, value }) => [name, value])) : null), [price]);
  const diagnostics = useMemo<Diagnostic[]>(
    () => check.diagnostics.flatMap((d) => (d.at ? [{ from: d.at.from, to: d.at.to, severity: 'error' as const, message: problemText(d) }] : [])),
    [check, problemText],
  );
  const completionLabels = useMemo(() => ({ input: (name: string) => t('formulas.completion.input', { label: t(`inputs.${name}`) }), formula: t('formulas.completion.formula'), function: t('formulas.completion.function') }), [t]);

  const change = (part: Partial<PricingForm>) => setForm((current) => ({ ...current, ...part }));
  const changeInput = (name: PricingInputName, value: string) => setInputs((current) => ({ ...current, [name]: value }));

  const save = async () => {
    const decision = decideSave(form, saved, check);
    setProblems(decision.problems ?? {});
    if (decision.problems) return;
    setBusy(true);
    try {
      const answer = await client.mutation(SetPricingMutation, { manufacturerId, ...decision.variables }).toPromise();
      const next = answer.data?.setManufacturerPricing;
      if (!next) {
        const reason = answer.error ? errorTextOf(answer.error, t) : null;
        await flash.show('error', [t('save.failed'), reason?.message].filter(Boolean).join(': '));
        return;
      }
      setSaved(next);
      setForm((current) => ({ ...formOf(next), source: current.source }));
      notice(t('save.done'));
    } finally {
      setBusy(false);
    }
  };

  const formulaProblem = problems.formulas ? t(`formulas.${problems.formulas}`) : null;
  const hasProblems = Object.keys(problems).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <Stack spacing={4} component="form" noValidate onSubmit={submit}>
      <PricingModes modes={form} saved={saved} onChange={(scope, mode) => change({ [scope]: mode })} />
      <ExternalServerFields
        url={form.url}
        apiKey={form.apiKey}
        apiKeySet={saved.external?.apiKeySet ?? false}
        problems={problems}
        onUrlChange={(url) => change({ url })}
        onApiKeyChange={(apiKey) => change({ apiKey })}
      />
      <Divider />
      <Stack component="section" spacing={1.5} aria-labelledby="pricing-formulas-title">
        <Typography id="pricing-formulas-title" variant="h6" component="h2">
          {t('formulas.title')}
        </Typography>
        <Typography id="pricing-formulas-keys" variant="body2">
          {t('formulas.keys')}
        </Typography>
        <Typography variant="body2" component="div">
          <strong>{t('formulas.variables')}:</strong> <code>{PRICING_INPUTS.join(', ')}</code>
          <br />
          <strong>{t('formulas.functions')}:</strong> <code>{Object.keys(FORMULA_FUNCTIONS).join(', ')}</code>
        </Typography>
        <FormulaEditor
          value={form.source}
          onChange={(source) => change({ source })}
          diagnostics={diagnostics}
          label={t('formulas.editor')}
          describedBy="pricing-formulas-keys"
          placeholderText={t('formulas.placeholder')}
          completionLabels={completionLabels}
        />
        {formulaProblem && (
          <Alert severity="error" role="alert">
            {formulaProblem}
          </Alert>
        )}
        <FormulaProblems diagnostics={check.diagnostics} unknownVariables={check.unknownVariables} empty={check.formulas.length === 0} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <TestInputs fields={inputs} problems={inputCheck.valid ? {} : inputCheck.problems} onChange={changeInput} />
        <TestPrice price={price} inputsValid={inputCheck.valid} />
      </Box>
      <FormulaSummary formulas={check.formulas} values={values} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('save.saving') : t('save.button')}
        </Button>
        {hasProblems && <Typography color="error">{t('save.check')}</Typography>}
      </Stack>
    </Stack>
  );
}
