import type { DraftComponent } from './order-draft';

/** A parts-list row as createOrder and fetchOrderPricing take it (ComponentInput). */
export interface ComponentInput {
  readonly designators: string[];
  readonly quantity: number;
  readonly mpn?: string;
  readonly manufacturer?: string;
  readonly alternativeMpns?: string[];
  readonly description?: string;
  readonly generic?: boolean;
  readonly doNotPlace?: boolean;
  readonly provided?: boolean;
  readonly mount?: string;
}

const text = (value: string) => (value.trim() ? value.trim() : undefined);

/** The main part gives MPN and manufacturer, the others are alternatives; a generic part is described by package and value too. */
export function componentInputOf(component: DraftComponent): ComponentInput {
  const [main, ...alternatives] = component.componentInfo;
  return {
    designators: [...component.designators],
    quantity: component.quantity,
    mpn: text(main?.mpn ?? ''),
    manufacturer: text(main?.manufacturer ?? ''),
    alternativeMpns: alternatives.map((part) => part.mpn.trim()).filter(Boolean),
    description: text([component.description, component.package, component.electricValue].filter((part) => part.trim()).join(' ')),
    generic: component.generic,
    doNotPlace: component.doNotPlace,
    provided: component.provided,
    mount: component.mount,
  };
}

/** SMT and THT parts placed on one board, from the parts' mount; absent when no part's mount is known. */
export function partCountsOf(components: readonly DraftComponent[]): { smtPartCount?: number; thtPartCount?: number } {
  const placed = components.filter((component) => !component.doNotPlace);
  if (!placed.some((component) => component.mount)) return {};
  const count = (mount: DraftComponent['mount']) => placed.filter((component) => component.mount === mount).reduce((sum, component) => sum + component.quantity, 0);
  return { smtPartCount: count('SMT'), thtPartCount: count('THT') };
}
