import { useOwnStepsOfPage, type OwnSteps } from './own-steps';
import { useOrderUpdates, type LoadedOrder, type OrderLiveState } from './use-order-updates';
import { useReloadUntilCurrent } from './use-reload-until-current';

/**
 * What a request page does with its order's live updates: it listens to them, counts its own steps, and offers the
 * reload for a change that is not its own, reloading until the order is as new as the notice. `reloadOrder` fetches
 * the order again; `fetching` is whether the page is fetching it.
 */
export function useLiveOrder(
  order: LoadedOrder | undefined,
  reloadOrder: () => void,
  fetching: boolean,
): { readonly live: OrderLiveState; readonly ownSteps: OwnSteps; readonly reloadPrompt: { readonly open: boolean; readonly onReload: () => void } } {
  const live = useOrderUpdates(order);
  const onReload = useReloadUntilCurrent(reloadOrder, live.changed, fetching);
  const own = useOwnStepsOfPage(fetching);
  return { live, ownSteps: own.steps, reloadPrompt: { open: live.changed && !own.underWay, onReload } };
}
