import type { EventProcessor } from '@pcbm/platform';
import { accountProjector } from './accounts/projector';
import { bomSheetProjector } from './bom-sheets/projector';
import { chatProjector } from './chats/projector';
import { orderProjector } from './orders/projector';
import { shopProjector } from './shops/projector';
import { signupReminderProjector } from './signup-reminders/projector';

export * from './accounts/projector';
export * from './bom-sheets/projector';
export * from './chats/projector';
export * from './orders/projector';
export * from './read-model-names';
export * from './schema';
export * from './shops/projector';
export * from './signup-reminders/projector';

/** Every projector that builds a read model. */
export const readModelProjectors: readonly EventProcessor[] = [orderProjector, accountProjector, shopProjector, signupReminderProjector, chatProjector, bomSheetProjector];
