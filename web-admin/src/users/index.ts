import PeopleIcon from '@mui/icons-material/People';
import de from './locales/de.json';
import en from './locales/en.json';
import { personNameOf } from '../fields/person-name';
import type { AdminUser } from './user-operations';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export { userSource as source } from './user-source';

/** The console's strings of this resource (resources.users, admin.users). */
export const messages = { en, de };

export default {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (user: AdminUser) => personNameOf(user) ?? '—',
};
