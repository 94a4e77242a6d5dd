import StorefrontIcon from '@mui/icons-material/Storefront';
import de from './locales/de.json';
import en from './locales/en.json';
import type { Shop } from './shop-operations';
import { ShopCreate } from './ShopCreate';
import { ShopEdit } from './ShopEdit';
import { ShopList } from './ShopList';
import { ShopShow } from './ShopShow';

export { shopSource as source } from './shop-source';

/** The console's strings of this resource (resources.shops, admin.shops). */
export const messages = { en, de };

export default {
  list: ShopList,
  show: ShopShow,
  create: ShopCreate,
  edit: ShopEdit,
  icon: StorefrontIcon,
  recordRepresentation: (shop: Shop) => shop.hostname,
};
