import PriceChangeIcon from '@mui/icons-material/PriceChange';
import de from './locales/de.json';
import en from './locales/en.json';
import type { ProducerPricing } from './pricing-operations';
import { PricingEdit } from './PricingEdit';
import { PricingList } from './PricingList';
import { PricingShow } from './PricingShow';

export { pricingSource as source } from './pricing-source';

/** The console's strings of this resource (resources.pricing, admin.pricing). */
export const messages = { en, de };

export default {
  list: PricingList,
  show: PricingShow,
  edit: PricingEdit,
  icon: PriceChangeIcon,
  recordRepresentation: (row: ProducerPricing) => row.producer,
};
