import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import de from './locales/de.json';
import en from './locales/en.json';
import type { AdminRequestRow } from './request-operations';
import { RequestList } from './RequestList';
import { RequestShow } from './RequestShow';

export { requestSource as source } from './request-source';

/** The console's strings of this resource (resources.requests, admin.requests). */
export const messages = { en, de };

export default {
  list: RequestList,
  show: RequestShow,
  icon: RequestQuoteIcon,
  recordRepresentation: (request: AdminRequestRow) => request.name,
};
