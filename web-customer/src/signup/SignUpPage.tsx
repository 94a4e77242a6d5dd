import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { graphql } from '@pcbm/web-kit/graphql/graphql';
import { isLocale } from '@pcbm/web-kit/i18n/i18n';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SignupReminderForm } from './SignupReminderForm';
import { signUpErrorKey, signUpFormSchema, type SignUpForm, type ValidSignUpForm } from './signup-form';

const CreateUserMutation = graphql(`
  mutation CreateUser($user: UserRegistrationInput!) {
    createUser(user: $user)
  }
`);

/** The embedded issuer lives below the product's own address; an external one (Keycloak) has its own registration page. */
const issuerIsEmbedded = (issuer: string, publicUrl: string) => issuer.startsWith(`${publicUrl.replace(/\/$/, '')}/`);

/** Route /signup: a new account as a private person or for a company; afterwards the person signs in and the welcome dialog follows. */
export function SignUpPage() {
  const { t, i18n } = useTranslation('signup');
  const site = useSite();
  const [, createUser] = useMutation(CreateUserMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm, unknown, ValidSignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { orderAs: 'INDIVIDUAL', email: '', firstName: '', lastName: '', password: '', confirmation: '', locale: isLocale(i18n.language) ? i18n.language : 'en', acceptTerms: false as unknown as true },
  });
  const orderAs = watch('orderAs');
  const message = (field: keyof SignUpForm) => {
    const found = signUpErrorKey(field, errors[field] as FieldError | undefined);
    return found ? t(found.key, found.values) : undefined;
  };

  if (!issuerIsEmbedded(site.settings.issuer, site.settings.publicUrl)) {
    return (
      <>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('external')}</Typography>
          <Button variant="contained" onClick={() => void site.signIn('/', { register: true })}>
            {t('externalButton')}
          </Button>
        </Paper>
        <SignupReminderForm />
      </>
    );
  }

  const submit = async (form: ValidSignUpForm) => {
    setProblem(null);
    const { error } = await createUser({ user: { email: form.email, firstName: form.firstName, lastName: form.lastName, password: form.password, locale: form.locale, acceptTerms: form.acceptTerms } });
    if (error) {
      setProblem(errorTextOf(error, t)?.message ?? t('failed'));
      return;
    }
    setCreated(form.email);
  };

  if (created) {
    return (
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto' }} role="status">
        <Typography variant="h4" component="h1" gutterBottom>
          {t('created.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t(orderAs === 'COMPANY' ? 'created.company' : 'created.individual')}</Typography>
        <Button variant="contained" autoFocus onClick={() => void site.signIn('/', { loginHint: created })}>
          {t('created.signIn')}
        </Button>
      </Paper>
    );
  }

  const text = (name: 'email' | 'firstName' | 'lastName' | 'password' | 'confirmation', type = 'text', autoComplete?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField {...field} type={type} label={t(`fields.${name}`)} required autoComplete={autoComplete} error={!!errors[name]} helperText={message(name) ?? (name === 'password' ? t('passwordHint', { min: 10 }) : ' ')} fullWidth />
      )}
    />
  );

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
        <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-labelledby="signup-title">
          <Stack spacing={2}>
            <Typography variant="h4" component="h1" id="signup-title">
              {t('title')}
            </Typography>
            <Typography color="text.secondary">{t('intro')}</Typography>
            <Controller
              name="orderAs"
              control={control}
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="order-as">{t('orderAs.label')}</FormLabel>
                  <RadioGroup {...field} row aria-labelledby="order-as">
                    <FormControlLabel value="INDIVIDUAL" control={<Radio />} label={t('orderAs.INDIVIDUAL')} />
                    <FormControlLabel value="COMPANY" control={<Radio />} label={t('orderAs.COMPANY')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Alert severity="info">{t(orderAs === 'COMPANY' ? 'orderAs.companyHint' : 'orderAs.individualHint')}</Alert>
            {text('email', 'email', 'email')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('firstName', 'text', 'given-name')}
              {text('lastName', 'text', 'family-name')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('password', 'password', 'new-password')}
              {text('confirmation', 'password', 'new-password')}
            </Stack>
            <Controller
              name="acceptTerms"
              control={control}
              render={({ field }) => (
                <FormControl error={!!errors.acceptTerms}>
                  <FormControlLabel
                    control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
                    label={
                    <>
                        {t('terms.before')}
                        <Link href="/terms" target="_blank" rel="noopener">
                          {t('terms.link')}
                        </Link>
                        {t('terms.after')}
                    </>
                  }
                />
                <FormHelperText>{message('acceptTerms') ?? ' '}</FormHelperText>
              </FormControl>
            )}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('submit')}
            </Button>
            <Typography variant="body2">
              {t('haveAccount')}{' '}
              <Link component="button" type="button" onClick={() => void site.signIn('/')}>
                {t('signIn')}
              </Link>
            </Typography>
          </Stack>
        </Stack>
      </Box>
    </Paper>
    <SignupReminderForm />
    </>
  );
}
