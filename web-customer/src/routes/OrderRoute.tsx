import { OrderWizard } from '../wizard/OrderWizard';
import { useOrderDraftControls } from '../wizard/draft/use-order-draft-controls';

/** Route '/': the order wizard on the draft kept in this browser. */
export function OrderRoute() {
  const controls = useOrderDraftControls();
  return <OrderWizard controls={controls} />;
}
