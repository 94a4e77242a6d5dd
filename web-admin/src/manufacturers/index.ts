import FactoryIcon from '@mui/icons-material/Factory';
import de from './locales/de.json';
import en from './locales/en.json';
import type { ManufacturerRow } from './manufacturer-operations';
import { ManufacturerCreate } from './ManufacturerCreate';
import { ManufacturerEdit } from './ManufacturerEdit';
import { ManufacturerList } from './ManufacturerList';
import { ManufacturerShow } from './ManufacturerShow';

export { manufacturerSource as source } from './manufacturer-source';

/** The console's strings of this resource (resources.manufacturers, admin.manufacturers). */
export const messages = { en, de };

export default {
  list: ManufacturerList,
  show: ManufacturerShow,
  create: ManufacturerCreate,
  edit: ManufacturerEdit,
  icon: FactoryIcon,
  recordRepresentation: (producer: ManufacturerRow) => producer.company.name,
};
