import type { EventProcessor } from '@pcbm/platform';
import { accountProjector } from './account-projector';
import { chatProjector } from './chat-projector';
import { orderProjector } from './order-projector';
import { shopProjector } from './shop-projector';
import { signupReminderProjector } from './signup-reminder-projector';

export * from './account-projector';
export * from './chat-projector';
export * from './order-projector';
export * from './read-model-names';
export * from './schema';
export * from './shop-projector';
export * from './signup-reminder-projector';

/** Every projector that builds a read model. */
export const readModelProjectors: readonly EventProcessor[] = [orderProjector, accountProjector, shopProjector, signupReminderProjector, chatProjector];
