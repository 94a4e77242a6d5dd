/** The company name of the producer an order went to, or null when the producer is not known any more. */
export function producerNameOf(order: { readonly manufacturer?: { readonly company: { readonly name: string } } | null }): string | null {
  return order.manufacturer?.company.name ?? null;
}
