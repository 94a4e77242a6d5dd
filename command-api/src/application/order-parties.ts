import type { SqlClient } from '@pcbm/platform';
import { orderParties, ordersParties, type OrderParties } from '@pcbm/projections/queries';

/** How many orders' parties a process keeps by default: about 200 bytes each. */
const DEFAULT_CAPACITY = 20_000;

/**
 * Who each order is between, read once per process. An order's customer, the company it was placed for and its
 * producer are set when the request is placed and never change (a rebuild of the read model projects the same
 * values again), so every chat message and every look at a chat after the first asks nothing of the database.
 * An order not found is not kept: it may be projected a moment later.
 */
export class OrderPartiesDirectory {
  private readonly known = new Map<string, OrderParties>();

  constructor(
    private readonly db: SqlClient,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  async of(orderId: string): Promise<OrderParties | null> {
    const kept = this.known.get(orderId);
    if (kept) return kept;
    const parties = await orderParties(this.db, orderId);
    if (parties) this.keep(orderId, parties);
    return parties;
  }

  /** The parties of several orders, with one query for those not kept yet; orders not found are left out. */
  async ofMany(orderIds: readonly string[]): Promise<Map<string, OrderParties>> {
    const found = new Map<string, OrderParties>();
    const missing: string[] = [];
    for (const orderId of new Set(orderIds)) {
      const kept = this.known.get(orderId);
      if (kept) found.set(orderId, kept);
      else missing.push(orderId);
    }
    if (missing.length === 0) return found;
    for (const [orderId, parties] of await ordersParties(this.db, missing)) {
      this.keep(orderId, parties);
      found.set(orderId, parties);
    }
    return found;
  }

  private keep(orderId: string, parties: OrderParties): void {
    this.known.set(orderId, parties);
    // The longest kept goes first.
    if (this.known.size > this.capacity) this.known.delete(this.known.keys().next().value!);
  }
}
