import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import type { Locale } from '@pcbm/web-kit/i18n/i18n';
import { NoticeProvider, useNotice } from '@pcbm/web-kit/requests/Notice';
import { useAuthorizedBlob } from '@pcbm/web-kit/requests/use-authorized-blob';
import { useErrorReport } from '@pcbm/web-kit/settings/use-error-report';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { CompanyNdaQuery, DeleteNdaMutation, SignNdaMutation, UnsignedNdaQuery, type NdaFile, type SignedNda } from './nda-operations';
import { filenameOfPath, useInlinePdf } from './pdf-file';
import { PdfDocument } from './PdfDocument';

interface Company {
  readonly id: string;
  readonly name: string;
}

/**
 * Route /nda: the company's non-disclosure agreement. Before signing, the agreement in the chosen
 * language with the legal confirmation and Sign; afterwards the signed PDF, which can be deleted.
 */
export function NdaPage() {
  const { t } = useTranslation('nda');
  const site = useSite();
  // The first company of a person is the one they act for.
  const company = site.me?.user.memberOf[0] ?? null;
  return (
    <NoticeProvider>
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        {company ? <CompanyNda company={company} /> : <NoCompany />}
      </Stack>
    </NoticeProvider>
  );
}

function NoCompany() {
  const { t } = useTranslation('nda');
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{t('noCompany.text')}</Typography>
      <Link component={RouterLink} to="/settings/create-company">
        {t('noCompany.link')}
      </Link>
    </Box>
  );
}

function CompanyNda({ company }: { readonly company: Company }) {
  const { t } = useTranslation('nda');
  const [{ data, error }, reload] = useQuery({ query: CompanyNdaQuery, variables: { companyId: company.id } });
  // What this page did last wins over the server's answer until that is loaded again.
  const [local, setLocal] = useState<NdaFile | 'deleted' | null>(null);
  const refresh = () => reload({ requestPolicy: 'network-only' });

  if (!data) {
    if (error) return <Alert severity="error">{errorTextOf(error, t)?.message ?? t('errors:NETWORK_ERROR')}</Alert>;
    return <CircularProgress aria-label={t('loading')} />;
  }
  const stored = local === 'deleted' ? null : data.fetchCompanyNdaAttributes;
  const justSigned = local !== null && local !== 'deleted' ? local : null;
  if (stored || justSigned) {
    return (
      <Signed
        company={company}
        stored={stored}
        justSigned={justSigned}
        onDeleted={() => {
          setLocal('deleted');
          refresh();
        }}
      />
    );
  }
  return (
    <Unsigned
      company={company}
      onSigned={(file) => {
        setLocal(file);
        refresh();
      }}
    />
  );
}

function Unsigned({ company, onSigned }: { readonly company: Company; readonly onSigned: (file: NdaFile) => void }) {
  const { t, i18n } = useTranslation('nda');
  const notice = useNotice();
  const report = useErrorReport();
  const confirmationId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [locale, setLocale] = useState<Locale>(i18n.language === 'de' ? 'de' : 'en');
  const [{ data, error, fetching, operation }] = useQuery({ query: UnsignedNdaQuery, variables: { companyId: company.id, locale } });
  // Right after a switch of language the answer of the other language may still be there.
  const current = operation?.variables.locale === locale ? data?.fetchUnsignedNDA : undefined;
  const draft = useInlinePdf(current);
  const [signing, sign] = useMutation(SignNdaMutation);
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const language = t(`language.${locale}`);

  const submit = async () => {
    setFailure(null);
    if (!confirmed) {
      setMissing(true);
      checkbox.current?.focus();
      return;
    }
    const result = await sign({ companyId: company.id, locale, legalConfirmation: true });
    if (result.data?.signNDA) {
      notice(t('sign.done'));
      onSigned(result.data.signNDA);
      return;
    }
    if (result.error) {
      setFailure(
        report(result.error, {
          USER_NOT_IN_COMPANY: t('errors.notMember', { company: company.name }),
          USER_NOT_AUTHORIZED: t('errors.notMember', { company: company.name }),
          INVALID_INPUT: t('sign.confirmationNeeded'),
          UNIMPLEMENTED: t('errors.notAvailable'),
        }),
      );
    }
  };

  const shown = error && !fetching ? { failed: errorTextOf(error, t)?.message ?? t('errors:NETWORK_ERROR') } : (draft ?? 'loading');
  return (
    <Stack spacing={2}>
      <Typography>{t('intro', { company: company.name })}</Typography>
      <Box>
        <Typography id="nda-language" variant="subtitle2" component="p" gutterBottom>
          {t('language.label')}
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={locale} onChange={(_event, value: Locale | null) => value && setLocale(value)} aria-labelledby="nda-language">
          <ToggleButton value="en" lang="en">
            {t('language.en')}
          </ToggleButton>
          <ToggleButton value="de" lang="de">
            {t('language.de')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="h5" component="h2">
        {t('draft.heading')}
      </Typography>
      <PdfDocument pdf={shown} title={t('draft.frameTitle', { language })} filename={current?.filename ?? `NDA-${locale}.pdf`} />
      <Box component="section" aria-labelledby="nda-sign-heading">
        <Typography id="nda-sign-heading" variant="h5" component="h2" gutterBottom>
          {t('sign.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('sign.onlyAuthorised')}
        </Typography>
        <FormControl error={missing && !confirmed} required>
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  if (event.target.checked) setMissing(false);
                }}
                required
                slotProps={{ input: { ref: checkbox, 'aria-describedby': missing && !confirmed ? confirmationId : undefined } }}
              />
            }
            label={t('sign.confirmation', { company: company.name })}
          />
          {missing && !confirmed && (
            <FormHelperText id={confirmationId} role="alert">
              {t('sign.confirmationNeeded')}
            </FormHelperText>
          )}
        </FormControl>
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" onClick={() => void submit()} disabled={signing.fetching} startIcon={signing.fetching ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            {t('sign.button', { language })}
          </Button>
        </Box>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}

interface SignedProps {
  readonly company: Company;
  /** The signed NDA as the server keeps it; null until it is loaded after signing. */
  readonly stored: SignedNda | null;
  /** The signed PDF as signing answered it, shown without fetching it again. */
  readonly justSigned: NdaFile | null;
  readonly onDeleted: () => void;
}

function Signed({ company, stored, justSigned, onDeleted }: SignedProps) {
  const { t, i18n } = useTranslation('nda');
  const answered = useInlinePdf(justSigned);
  const fetched = useAuthorizedBlob(justSigned ? null : stored?.path || null, 'application/pdf');
  const filename = justSigned?.filename ?? filenameOfPath(stored?.path ?? '', 'NDA-signed.pdf');
  const pdf = justSigned ? answered : fetched === 'failed' || (stored && !stored.path) ? { failed: t('signed.failed') } : fetched;
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {stored
          ? t('signed.by', { company: company.name, name: stored.signedBy, date: formatDateTime(stored.signedOn, i18n.language) })
          : t('signed.text', { company: company.name })}
      </Alert>
      <Typography variant="h5" component="h2">
        {t('signed.heading')}
      </Typography>
      <PdfDocument pdf={pdf} title={t('signed.frameTitle', { company: company.name })} filename={filename} />
      <DeleteNda company={company} onDeleted={onDeleted} />
    </Stack>
  );
}

function DeleteNda({ company, onDeleted }: { readonly company: Company; readonly onDeleted: () => void }) {
  const { t } = useTranslation('nda');
  const notice = useNotice();
  const report = useErrorReport();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletion, deleteNda] = useMutation(DeleteNdaMutation);

  const close = () => {
    if (deletion.fetching) return;
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    const result = await deleteNda({ companyId: company.id, confirm: true });
    if (result.data?.deleteNDA) {
      setOpen(false);
      notice(t('delete.done'));
      onDeleted();
      return;
    }
    const text = result.error
      ? report(result.error, {
          RESOURCE_DELETION_FAILED: t('errors.nothingToDelete'),
          USER_NOT_IN_COMPANY: t('errors.notMember', { company: company.name }),
          UNIMPLEMENTED: t('errors.notAvailable'),
        })
      : t('errors.deleteFailed');
    if (text === null) setOpen(false);
    setFailure(text);
  };

  return (
    <Box>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="nda-delete-title" aria-describedby="nda-delete-text">
        <DialogTitle id="nda-delete-title">{t('delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="nda-delete-text">{t('delete.text', { company: company.name })}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deletion.fetching} autoFocus>
            {t('delete.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={deletion.fetching}>
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
