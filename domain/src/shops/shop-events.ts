import { streamIdIn } from '../events/stream-categories';
import type { ShopCreationInput, ShopUpdateInput } from './shop-inputs';

/** Events of a white-label shop stream (`shop-<id>`). */
export type ShopEvent =
  | { type: 'ShopCreated'; data: Omit<ShopCreationInput, 'createDemoOrder'> & { shopId: string; occurredAt: string } }
  | { type: 'ShopUpdated'; data: { shopId: string; changes: ShopUpdateInput; logoFileId: string | null; occurredAt: string } };

export const SHOP_EVENT_VERSIONS: Record<ShopEvent['type'], number> = { ShopCreated: 1, ShopUpdated: 1 };

export const shopStreamId = (shopId: string) => streamIdIn('shop', shopId);
