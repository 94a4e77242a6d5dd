import type { Actor } from './actor';
import type { FileReference, OrderFiles } from './order-files';
import type { ValidSuperOrderInput } from './order-input';
import type { CancelReason, OrderStatus, QuoteAnswer } from './vocabulary';

export type SuperOrderCommand =
  | {
      type: 'CreateSuperOrder';
      superOrderId: string;
      /** One new order id per selected manufacturer, in the same order. */
      orderIds: readonly string[];
      input: ValidSuperOrderInput;
      files: OrderFiles;
    }
  | { type: 'OfferQuote'; orderId: string; quoteId: string; file: FileReference }
  | { type: 'WithdrawQuote'; orderId: string; quoteId: string }
  | {
      type: 'AnswerQuote';
      orderId: string;
      quoteId: string;
      answer: QuoteAnswer;
      reason: CancelReason;
      reasonText?: string | null;
    }
  | {
      type: 'UpdateOrderStatus';
      orderId: string;
      status: OrderStatus;
      reason?: CancelReason | null;
      reasonText?: string | null;
    };

/** What a decision may depend on besides the state: who asks, and when. */
export interface CommandContext {
  readonly actor: Actor;
  readonly now: string;
}
