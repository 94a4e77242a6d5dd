/** Which side of an order a person is on: the customer who requested it or the producer handling it. */
export type OrderSide = 'customer' | 'producer';

const join = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`;
const id = encodeURIComponent;

/** The order's page in the app of that side. */
export const orderLink = (publicUrl: string, side: OrderSide, orderId: string) =>
  join(publicUrl, side === 'customer' ? `/request/${id(orderId)}` : `/dashboard/request/${id(orderId)}`);

/** The list of requests of that side. */
export const requestListLink = (publicUrl: string, side: OrderSide) => join(publicUrl, side === 'customer' ? '/request-history' : '/dashboard');

/** The page that switches off the chat notifications of one order (the spec's routes). */
export const chatUnsubscribeLink = (publicUrl: string, side: OrderSide, orderId: string) =>
  join(publicUrl, side === 'customer' ? `/unsubscribe/request/${id(orderId)}` : `/dashboard/request/${id(orderId)}/unsubscribe`);

export const signupLink = (publicUrl: string) => join(publicUrl, '/signup');

/** The page that ends sign-up reminders by the subscription's key. */
export const signupUnsubscribeLink = (publicUrl: string, key: string) => join(publicUrl, `/unsubscribe/signup/${id(key)}`);
