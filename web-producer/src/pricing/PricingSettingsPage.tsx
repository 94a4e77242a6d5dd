import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadState } from '@pcbm/web-kit/frame/LoadState';
import { NotFoundPage } from '@pcbm/web-kit/pages/pages';
import { NoticeProvider } from '@pcbm/web-kit/requests/Notice';
import { useSite, type Site } from '@pcbm/web-kit/site/site-context';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ProducerPricingQuery } from './pricing-operations';
import { PricingSetupForm } from './PricingSetupForm';

/** The pricing feature flag; the page is not there while it is off (spec: 404 for a disabled feature). */
const pricingEnabled = (site: Site) => Boolean(site.settings?.features.pricing);

/** Route /dashboard/settings/pricing: the producer's instant pricing settings. */
export function PricingSettingsPage() {
  const site = useSite();
  if (!pricingEnabled(site)) return <NotFoundPage />;
  return (
    <NoticeProvider>
      <PricingSettings manufacturerId={site.me?.manufacturerId ?? null} />
    </NoticeProvider>
  );
}

function PricingSettings({ manufacturerId }: { readonly manufacturerId: string | null }) {
  const { t } = useTranslation('pricing');
  const [{ data, fetching, error }, reload] = useQuery({ query: ProducerPricingQuery, variables: { id: manufacturerId ?? '' }, pause: !manufacturerId, requestPolicy: 'network-only' });
  const pricing = data?.fetchManufacturerBaseAttributedWithPricing.orderPricing;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      {!manufacturerId && <Alert severity="info">{t('noManufacturer')}</Alert>}
      <LoadState
        loading={Boolean(manufacturerId && fetching && !pricing)}
        failed={Boolean(manufacturerId && error && !pricing)}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        onRetry={() => reload({ requestPolicy: 'network-only' })}
      />
      {manufacturerId && pricing && <PricingSetupForm key={manufacturerId} manufacturerId={manufacturerId} pricing={pricing} />}
    </Stack>
  );
}
