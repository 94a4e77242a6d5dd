import BusinessIcon from '@mui/icons-material/Business';
import de from './locales/de.json';
import en from './locales/en.json';
import type { AdminCompany } from './company-operations';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';

export { companySource as source } from './company-source';

/** The console's strings of this resource (resources.companies, admin.companies). */
export const messages = { en, de };

export default {
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  icon: BusinessIcon,
  recordRepresentation: (company: AdminCompany) => company.name,
};
