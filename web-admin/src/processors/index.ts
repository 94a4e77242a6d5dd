import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import de from './locales/de.json';
import en from './locales/en.json';
import type { AdminProcessor } from './processor-operations';
import { ProcessorList } from './ProcessorList';
import { ProcessorShow } from './ProcessorShow';

export { processorSource as source } from './processor-source';

/** The console's strings of this resource (resources.processors, admin.processors). */
export const messages = { en, de };

export default {
  list: ProcessorList,
  show: ProcessorShow,
  icon: MonitorHeartIcon,
  recordRepresentation: (processor: AdminProcessor) => processor.name,
};
