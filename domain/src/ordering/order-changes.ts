import type { OrderRequest } from './order-input';
import type { SuperOrderCommand } from './super-order-commands';
import type { SuperOrderEvent } from './super-order-events';
import type { OrderState } from './super-order-state';

type UpdateOrder = Extract<SuperOrderCommand, { type: 'UpdateOrder' }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sameSet = (a: readonly string[], b: readonly string[]) => same([...a].sort(), [...b].sort());

const DETAIL_FIELDS = ['pcbProvidedByCustomer', 'isPanel', 'separateBoard', 'additionalNotes', 'smtPartCount', 'thtPartCount', 'thtPinCount'] as const;

/**
 * The events of an accepted change of one order's request: one event per kind of change (so the
 * chat can announce each), and none for values sent unchanged.
 */
export function decideOrderChanges(order: OrderState, command: UpdateOrder, now: string): SuperOrderEvent[] {
  const current = order.request;
  const next: OrderRequest = { ...current, ...definedOnly(command.changes) };
  const orderId = order.id;
  const events: SuperOrderEvent[] = [];
  const shippingChanged = !same(next.shippingAddress, current.shippingAddress);
  const billingChanged = !same(next.billingAddress, current.billingAddress);
  if (shippingChanged || billingChanged) {
    events.push({
      type: 'OrderAddressesChanged',
      data: { orderId, shippingAddress: shippingChanged ? next.shippingAddress : null, billingAddress: billingChanged ? next.billingAddress : null, occurredAt: now },
    });
  }
  if (next.quantity !== current.quantity || next.quantityIsOverproduction !== current.quantityIsOverproduction || !same(next.bulkPrices, current.bulkPrices)) {
    const { quantity, quantityIsOverproduction, bulkPrices } = next;
    events.push({ type: 'OrderQuantityChanged', data: { orderId, quantity, quantityIsOverproduction, bulkPrices, occurredAt: now } });
  }
  if (!sameSet(next.requiredOperations, current.requiredOperations) || !sameSet(next.optionalOperations, current.optionalOperations)) {
    events.push({ type: 'OrderServicesChanged', data: { orderId, requiredOperations: next.requiredOperations, optionalOperations: next.optionalOperations, occurredAt: now } });
  }
  if (!sameSet(next.requiredCertificates, current.requiredCertificates)) {
    events.push({ type: 'OrderCertificatesChanged', data: { orderId, requiredCertificates: next.requiredCertificates, occurredAt: now } });
  }
  if (next.pcbVersion !== current.pcbVersion) events.push({ type: 'OrderVersionChanged', data: { orderId, pcbVersion: next.pcbVersion, occurredAt: now } });
  if (next.ipcClass !== current.ipcClass) events.push({ type: 'OrderIpcClassChanged', data: { orderId, ipcClass: next.ipcClass ?? null, occurredAt: now } });
  if (next.type !== current.type) events.push({ type: 'OrderTypeChanged', data: { orderId, orderType: next.type, occurredAt: now } });
  const details = Object.fromEntries(DETAIL_FIELDS.filter((field) => !same(next[field], current[field])).map((field) => [field, next[field] ?? null]));
  if (Object.keys(details).length > 0) events.push({ type: 'OrderDetailsChanged', data: { orderId, changes: details, occurredAt: now } });

  const { additionalFiles = [], ...replaced } = command.files;
  if (Object.keys(replaced).length > 0 || additionalFiles.length > 0) {
    events.push({ type: 'OrderFilesChanged', data: { orderId, files: replaced, additionalFilesAdded: [...additionalFiles], warnings: command.warnings, occurredAt: now } });
  }
  if (command.bom) events.push({ type: 'OrderBomChanged', data: { orderId, ...command.bom, occurredAt: now } });
  if (command.placement) {
    const warnings = command.files.pcb || command.files.job ? [] : command.warnings;
    events.push({ type: 'OrderPlacementChanged', data: { orderId, ...command.placement, warnings, occurredAt: now } });
  }
  return events;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
