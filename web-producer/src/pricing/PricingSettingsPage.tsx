import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
      {manufacturerId && fetching && !pricing && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography role="status">{t('loading')}</Typography>
        </Stack>
      )}
      {manufacturerId && error && !pricing && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => reload({ requestPolicy: 'network-only' })}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {manufacturerId && pricing && <PricingSetupForm key={manufacturerId} manufacturerId={manufacturerId} pricing={pricing} />}
    </Stack>
  );
}
