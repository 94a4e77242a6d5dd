import { eventTypesOf, type Decider, type DecisionTime } from '../events/decider';
import { DomainError, ErrorCode } from '../errors';
import { SHOP_EVENT_VERSIONS, type ShopEvent } from './shop-events';
import type { ShopCreationInput, ShopUpdateInput } from './shop-inputs';
import { siteModeOf, type SiteHosts } from './site-mode';

/** What the shop rules need to know about a white-label shop, or null before it was created. */
export type ShopState = { readonly shopId: string; readonly hostname: string; readonly manufacturerId: string } | null;

export type ShopCommand =
  /**
   * Creates a white-label shop for a producer, with its logo when one was uploaded. `manufacturerExists` is what
   * the caller found about the producer; the hostname is reserved alongside (`shopHostname` reservation).
   */
  | { type: 'CreateShop'; shopId: string; shop: Omit<ShopCreationInput, 'createDemoOrder'>; manufacturerExists: boolean; logoFileId: string | null }
  /** Changes a shop's settings, and its logo when one was uploaded. The hostname stays. */
  | { type: 'UpdateShop'; shopId: string; changes: ShopUpdateInput; logoFileId: string | null };

/** The product's own hostnames, which no shop may take, besides the time. */
export interface ShopContext extends DecisionTime {
  readonly siteHosts: SiteHosts;
}

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/** A producer's white-label shop, found by its hostname: stream `shop-<id>`. */
export const shopDecider: Decider<ShopCommand, ShopEvent, ShopState, ShopContext> = {
  category: 'shop',
  eventTypes: eventTypesOf(SHOP_EVENT_VERSIONS),
  initialState: null,
  decide(state, command, { siteHosts, now }) {
    switch (command.type) {
      case 'CreateShop': {
        const { shopId, shop, logoFileId } = command;
        if (state) refuse(ErrorCode.INVALID_INPUT, 'The shop already exists.');
        if (siteModeOf(shop.hostname, siteHosts) !== 'WHITELABEL') refuse(ErrorCode.INVALID_INPUT, 'That hostname belongs to the marketplace itself.');
        if (!command.manufacturerExists) refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
        return [
          { type: 'ShopCreated', data: { ...shop, shopId, occurredAt: now } },
          ...(logoFileId ? [{ type: 'ShopUpdated' as const, data: { shopId, changes: {}, logoFileId, occurredAt: now } }] : []),
        ];
      }
      case 'UpdateShop':
        if (!state) return refuse(ErrorCode.INVALID_INPUT, 'The shop was not found.');
        return [{ type: 'ShopUpdated', data: { shopId: state.shopId, changes: command.changes, logoFileId: command.logoFileId, occurredAt: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ShopCreated':
        return { shopId: event.data.shopId, hostname: event.data.hostname, manufacturerId: event.data.manufacturerId };
      case 'ShopUpdated':
        return state;
    }
  },
};
