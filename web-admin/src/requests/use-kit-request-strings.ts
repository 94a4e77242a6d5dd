import { LOCALES } from '@pcbm/web-kit/i18n/i18n';
import { REQUESTS_STRINGS } from '@pcbm/web-kit/requests/requests-strings';
import { useTranslation } from 'react-i18next';

/**
 * The product's shared request strings (status names, reasons, quote states, the facts of an order) in both
 * languages, for the shared request components this resource shows: the console's start page needs them at once,
 * so they come with this resource instead of being loaded when first asked for.
 */
export function useKitRequestStrings(): void {
  const { i18n } = useTranslation();
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, 'requests')) i18n.addResourceBundle(locale, 'requests', REQUESTS_STRINGS[locale], true, false);
  }
}
