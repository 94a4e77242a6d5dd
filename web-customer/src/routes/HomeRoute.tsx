import { LazyPage, lazyPart } from '@pcbm/web-kit/frame/PageLoading';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { OrderRoute } from './OrderRoute';

// The formatter's landing loads only on its own host; everywhere else the wizard is the first screen.
const FormatterLanding = lazyPart(() => import('../formatter/FormatterLanding').then((m) => ({ default: m.FormatterLanding })));

/** Route '/': the BOM formatter landing on the formatter host, the order wizard on the marketplace and shops. */
export function HomeRoute() {
  const site = useSite();
  if (site.mode === 'BOM_FORMATTER') {
    return (
      <LazyPage>
        <FormatterLanding />
      </LazyPage>
    );
  }
  return <OrderRoute />;
}
