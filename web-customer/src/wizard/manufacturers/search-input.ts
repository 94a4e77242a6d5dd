import { DEFAULT_BOARD_THICKNESS } from '@pcbm/domain/board/board-specification';
import { addressInputOf } from '@pcbm/domain/draft/draft-steps';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { addressInputSchema } from '@pcbm/domain/ordering/order-input';

/** What fetchCapabilitySearch needs, from the draft: board size, quantities, parts, services, certificates. */
export function capabilitySearchOf(draft: OrderDraft, doubleSidedSMT: boolean) {
  const board = draft.board ?? { width: 0, height: 0 };
  const components = (draft.bom?.components ?? []).filter((c) => !c.doNotPlace);
  const perBoard = components.reduce((sum, c) => sum + c.quantity, 0);
  const quantity = Math.max(1, draft.requestDetails.quantity || 1);
  const thickness = draft.stackup.reduce((sum, row) => sum + (typeof row.thickness === 'number' && row.active ? row.thickness : 0), 0);
  return {
    boardSize: { long: Math.max(board.width, board.height), short: Math.min(board.width, board.height), height: thickness > 0 ? Math.round(thickness * 100) / 100 : DEFAULT_BOARD_THICKNESS },
    certificates: draft.requestDetails.certificates,
    componentQuantity: perBoard * quantity,
    components: components.map((c) => ({ designators: c.designators, generic: c.generic, mpn: c.componentInfo[0]?.mpn ?? '', ...(c.mount ? { mount: c.mount } : {}) })),
    doubleSidedSMT,
    orderType: draft.requestDetails.type,
    pcbQuantity: quantity,
    services: { required: draft.requestDetails.requiredOperations, optional: draft.requestDetails.optionalOperations },
  };
}

/** The shipping address when it is complete, for distances. */
export function shippingAddressOf(draft: OrderDraft) {
  const address = addressInputOf(draft.shippingAddress);
  return addressInputSchema.safeParse(address).success ? address : undefined;
}
