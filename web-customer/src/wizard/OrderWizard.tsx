import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { StartOverButton } from './StartOverButton';
import { WIZARD_STEPS, type WizardStep } from '@pcbm/domain/draft/order-draft';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDraftControls } from './draft-controls';
import { createPendingWrites, PendingWritesContext } from './pending-writes';
import { useGate } from './use-gate';
import type { StepProps } from './step-props';
import { SubmittedRequest } from './submit/SubmittedRequest';
import { useSubmitOrder } from './submit/use-submit-order';
import { UploadStep } from './upload/UploadStep';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

const StackupStep = lazyPart(() => import('./stackup/StackupStep').then((m) => ({ default: m.StackupStep })));
const ComponentsStep = lazyPart(() => import('./components/ComponentsStep').then((m) => ({ default: m.ComponentsStep })));
const PlacementStep = lazyPart(() => import('./placement/PlacementStep').then((m) => ({ default: m.PlacementStep })));
const ProductionStep = lazyPart(() => import('./production/ProductionStep').then((m) => ({ default: m.ProductionStep })));
const ManufacturersStep = lazyPart(() => import('./manufacturers/ManufacturersStep').then((m) => ({ default: m.ManufacturersStep })));
const SummaryStep = lazyPart(() => import('./summary/SummaryStep').then((m) => ({ default: m.SummaryStep })));

/** The order wizard ('Jetzt anfragen'): seven steps in fixed order with Next, Back, Save and SUBMIT. */
export function OrderWizard({ controls }: { readonly controls: OrderDraftControls }) {
  const { t } = useTranslation('wizard');
  const site = useSite();
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [pendingWrites] = useState(createPendingWrites);
  const { draft } = controls;
  const whiteLabel = site.shop ? { manufacturerId: site.shop.manufacturerId, name: site.shop.name } : null;
  const gate = useGate(draft, whiteLabel);
  const submit = useSubmitOrder(controls, whiteLabel, site.shop?.id);

  useEffect(() => {
    setTried(false);
    heading.current?.focus();
  }, [draft?.step]);

  if (!draft) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (submit.submitted) return <SubmittedRequest request={submit.submitted} onAnother={() => void submit.startOver()} />;

  const index = draft.step - 1;
  const step: WizardStep = WIZARD_STEPS[index];
  const goTo = (next: number) => controls.update((current) => ({ ...current, step: Math.min(WIZARD_STEPS.length, Math.max(1, next)) }));
  const problems = gate.problemsLeaving(draft.step);
  const next = () => {
    // What was typed a moment ago counts: pending writes first, then the rules on the newest draft.
    pendingWrites.flushAll();
    setTried(true);
    controls.update((current) => (gate.problemsOf(current, current.step).length === 0 ? { ...current, step: Math.min(WIZARD_STEPS.length, current.step + 1) } : current));
  };
  const stepProps: StepProps = { draft, update: controls.update, readFile: controls.readFile, signedIn: Boolean(site.me), report: gate.report };
  const content: Record<WizardStep, ReactNode> = {
    upload: <UploadStep controls={controls} />,
    stackup: <StackupStep {...stepProps} />,
    components: <ComponentsStep {...stepProps} />,
    placement: <PlacementStep {...stepProps} />,
    production: <ProductionStep {...stepProps} />,
    manufacturers: <ManufacturersStep {...stepProps} whiteLabel={whiteLabel} />,
    summary: (
      <SummaryStep
        {...stepProps}
        onSubmit={() => void submit.send()}
        onSignIn={() => void site.signIn('/')}
        onRegister={() => void site.signIn('/', { register: true })}
        submitting={submit.sending}
        progress={submit.progress}
        whiteLabelManufacturerId={whiteLabel?.manufacturerId ?? null}
      />
    ),
  };

  return (
    <PendingWritesContext.Provider value={pendingWrites}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <StartOverButton onConfirmed={() => void controls.clear()} />
        </Stack>
        <Stepper nonLinear activeStep={index} alternativeLabel component="nav" aria-label={t('stepsLabel')}>
          {WIZARD_STEPS.map((name, i) => (
            <Step key={name} completed={i < index}>
              <StepButton onClick={() => i < index && goTo(i + 1)} disabled={i > index} aria-current={i === index ? 'step' : undefined}>
                {t(`steps.${name}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="step-heading">
          <Typography variant="h5" component="h2" id="step-heading" ref={heading} tabIndex={-1} gutterBottom sx={{ outline: 'none' }}>
            {t('stepHeading', { number: draft.step, total: WIZARD_STEPS.length, name: t(`steps.${step}`) })}
          </Typography>
          <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>{content[step]}</Suspense>
        </Paper>
        {submit.error && <Alert severity="error">{submit.error}</Alert>}
        {tried && problems.length > 0 && (
          <Alert severity="error" role="alert">
            <ul>
              {/* One line per text: several fields of one address say the same. */}
              {[...new Set(problems.map((problem) => t(`gate.${problem.code}`, { defaultValue: problem.message })))].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Alert>
        )}
        {gate.hintsLeaving(draft.step).map((hint) => (
          <Alert key={hint.code} severity="info">
            {t(`gate.${hint.code}`, { defaultValue: hint.message })}
          </Alert>
        ))}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" onClick={() => goTo(draft.step - 1)} disabled={draft.step === 1}>
            {t('back')}
          </Button>
          <Stack direction="row" spacing={2}>
            <Button onClick={() => void controls.save().then(() => setSaved(true))}>{t('save')}</Button>
            {step !== 'summary' && (
              <Button variant="contained" onClick={next}>
                {t('next')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Snackbar open={saved} autoHideDuration={3000} onClose={() => setSaved(false)} message={t('saved')} />
      </Stack>
    </PendingWritesContext.Provider>
  );
}
