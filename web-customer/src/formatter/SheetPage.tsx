import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorCodeOf, errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { NoticeProvider } from '@pcbm/web-kit/requests/Notice';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { BomSheetQuery, ClaimBomSheetMutation, type BomSheet } from './bom-sheet-operations';
import { SheetView } from './SheetView';

/** Route /sheet/:sheetId on the BOM formatter host: the formatted parts list with where it sits in the site. */
export function SheetPage() {
  const { t } = useTranslation('formatter');
  const site = useSite();
  const { sheetId = '' } = useParams();
  return (
    <NoticeProvider>
      <Stack spacing={2}>
        <Breadcrumbs aria-label={t('sheet.breadcrumbs')}>
          <Link href={site.settings.publicUrl} underline="hover" color="inherit">
            {t('sheet.home')}
          </Link>
          <Link component={RouterLink} to="/" underline="hover" color="inherit">
            {t('sheet.formatter')}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {t('sheet.result')}
          </Typography>
        </Breadcrumbs>
        <LoadedSheet key={sheetId} sheetId={sheetId} />
      </Stack>
    </NoticeProvider>
  );
}

/** Loads the sheet; a signed-in person takes a sheet made before signing in as their own, once. */
function LoadedSheet({ sheetId }: { readonly sheetId: string }) {
  const { t } = useTranslation('formatter');
  const site = useSite();
  const [{ data, error }] = useQuery({ query: BomSheetQuery, variables: { sheetId } });
  const [, claim] = useMutation(ClaimBomSheetMutation);
  // What this page changed last (the claim, a save) wins over the loaded sheet.
  const [changed, setChanged] = useState<BomSheet | null>(null);
  const [claimFailure, setClaimFailure] = useState<string | null>(null);
  const claimed = useRef(false);
  const sheet = changed ?? data?.bomSheet ?? null;
  const claimNeeded = site.me !== null && sheet !== null && sheet.claimable && claimFailure === null;

  useEffect(() => {
    if (!claimNeeded || claimed.current) return;
    claimed.current = true;
    void claim({ sheetId }).then((result) => {
      if (result.data?.claimBomSheet) setChanged(result.data.claimBomSheet);
      else setClaimFailure((result.error && errorTextOf(result.error, t)?.message) ?? t('errors:NETWORK_ERROR'));
    });
  }, [claim, claimNeeded, sheetId, t]);

  if (!sheet) {
    if (error && errorCodeOf(error) === 'MISSING_RESOURCE') {
      return (
        <Alert severity="warning" role="alert">
          <Typography sx={{ mb: 1 }}>{t('sheet.notFound')}</Typography>
          <Link component={RouterLink} to="/">
            {t('sheet.notFoundLink')}
          </Link>
        </Alert>
      );
    }
    if (error) {
      return (
        <Alert severity="error" role="alert">
          {errorTextOf(error, t)?.message ?? t('errors:NETWORK_ERROR')}
        </Alert>
      );
    }
    return (
      <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('sheet.loading')}</Typography>
      </Stack>
    );
  }
  return (
    <>
      {claimNeeded && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('sheet.claiming')}</Typography>
        </Stack>
      )}
      {claimFailure && (
        <Alert severity="error" role="alert">
          {claimFailure}
        </Alert>
      )}
      <SheetView sheet={sheet} onChanged={setChanged} />
    </>
  );
}
