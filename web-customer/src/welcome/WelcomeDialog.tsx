import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { NewCompanyForm, type NewCompany } from './NewCompanyForm';
import { CompleteFirstLogin, CreateCompany } from './welcome-operations';

type Step = 'orderAs' | 'individual' | 'company' | 'newCompany' | 'existingCompany';
const BACK: Record<Step, Step | null> = { orderAs: null, individual: 'orderAs', company: 'orderAs', newCompany: 'company', existingCompany: 'company' };
const DISMISSED_KEY = 'pcbm.welcomeDismissed';

/**
 * The first sign-in of a person in no company: order as an individual or for a company, which is
 * created here or joined by asking a member to add the person in the company settings.
 */
export function WelcomeDialog() {
  const { t } = useTranslation('welcome');
  const site = useSite();
  const [step, setStep] = useState<Step>('orderAs');
  const [open, setOpen] = useState(() => Boolean(site.me?.isFirstLogin) && globalThis.sessionStorage.getItem(DISMISSED_KEY) !== site.me?.user.id);
  const [error, setError] = useState<string | null>(null);
  const [completion, complete] = useMutation(CompleteFirstLogin);
  const [creation, create] = useMutation(CreateCompany);
  if (!open) return null;

  const close = () => {
    if (site.me) globalThis.sessionStorage.setItem(DISMISSED_KEY, site.me.user.id);
    setOpen(false);
  };
  const orderAsIndividual = async () => {
    const answer = await complete({ orderAs: 'INDIVIDUAL' });
    if (answer.error) return setError(errorTextOf(answer.error, t)?.message ?? t('errors:generic'));
    close();
  };
  const createCompany = async (company: NewCompany) => {
    const answer = await create({ company: { ...company, vatNumber: company.vatNumber || undefined } });
    if (answer.error) return setError(errorTextOf(answer.error, t)?.message ?? t('errors:COMPANY_CREATION_FAILED'));
    close();
  };
  const busy = completion.fetching || creation.fetching;
  return (
    <Dialog open aria-labelledby="welcome-title" maxWidth="sm" fullWidth>
      <DialogTitle id="welcome-title">{t(`${step}.title`, { name: site.me?.user.firstName ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`${step}.text`)}</DialogContentText>
        {step === 'orderAs' && (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => setStep('individual')}>
              {t('orderAs.individual')}
            </Button>
            <Button variant="outlined" onClick={() => setStep('company')}>
              {t('orderAs.company')}
            </Button>
          </Stack>
        )}
        {step === 'company' && (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => setStep('newCompany')}>
              {t('company.new')}
            </Button>
            <Button variant="outlined" onClick={() => setStep('existingCompany')}>
              {t('company.existing')}
            </Button>
          </Stack>
        )}
        {step === 'newCompany' && <NewCompanyForm id="new-company-form" onValid={(company) => void createCompany(company)} />}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {BACK[step] && (
          <Button onClick={() => setStep(BACK[step]!)} disabled={busy}>
            {t('back')}
          </Button>
        )}
        {step === 'individual' && (
          <Button variant="contained" onClick={() => void orderAsIndividual()} disabled={busy}>
            {t('orderNow')}
          </Button>
        )}
        {step === 'existingCompany' && (
          <Button variant="contained" onClick={close}>
            {t('orderNow')}
          </Button>
        )}
        {step === 'newCompany' && (
          <Button variant="contained" type="submit" form="new-company-form" disabled={busy}>
            {t('createCompany')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
