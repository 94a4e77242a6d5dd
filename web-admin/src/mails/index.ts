import OutboxIcon from '@mui/icons-material/Outbox';
import de from './locales/de.json';
import en from './locales/en.json';
import type { AdminMail } from './mail-operations';
import { MailList } from './MailList';
import { MailShow } from './MailShow';

export { mailSource as source } from './mail-source';

/** The console's strings of this resource (resources.mails, admin.mails). */
export const messages = { en, de };

export default {
  list: MailList,
  show: MailShow,
  icon: OutboxIcon,
  recordRepresentation: (mail: AdminMail) => mail.subject,
};
