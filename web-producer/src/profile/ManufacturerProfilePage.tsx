import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadState } from '@pcbm/web-kit/frame/LoadState';
import { NoticeProvider } from '@pcbm/web-kit/requests/Notice';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ManufacturerProfileForm } from './ManufacturerProfileForm';
import { ManufacturerProfileQuery } from './profile-operations';

/** Route /dashboard/settings/manufacturer: what the producer builds and where, as matching and customers see it. */
export function ManufacturerProfilePage() {
  const site = useSite();
  return (
    <NoticeProvider>
      <ManufacturerProfile manufacturerId={site.me?.manufacturerId ?? null} />
    </NoticeProvider>
  );
}

function ManufacturerProfile({ manufacturerId }: { readonly manufacturerId: string | null }) {
  const { t } = useTranslation('manufacturerProfile');
  const [{ data, fetching, error }, reload] = useQuery({ query: ManufacturerProfileQuery, variables: { id: manufacturerId ?? '' }, pause: !manufacturerId, requestPolicy: 'network-only' });
  const profile = data?.fetchManufacturerBaseAttributedWithPricing;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        {profile && <Typography variant="subtitle1">{profile.company.name}</Typography>}
        <Typography>{t('intro')}</Typography>
      </Stack>
      {!manufacturerId && <Alert severity="info">{t('noManufacturer')}</Alert>}
      <LoadState
        loading={Boolean(manufacturerId && fetching && !profile)}
        failed={Boolean(manufacturerId && error && !profile)}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        onRetry={() => reload({ requestPolicy: 'network-only' })}
      />
      {manufacturerId && profile && <ManufacturerProfileForm key={profile.id} manufacturerId={manufacturerId} profile={profile} />}
    </Stack>
  );
}
