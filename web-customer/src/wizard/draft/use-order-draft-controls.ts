export { useOrderDraft as useOrderDraftControls } from './use-order-draft';
