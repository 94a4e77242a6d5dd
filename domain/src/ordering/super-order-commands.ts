import type { Actor } from './actor';
import type { FileReference, OrderFiles } from './order-files';
import type { OrderChanges, OrderRequest, ValidSuperOrderInput } from './order-input';
import type { ComponentChanges, DesignDataWarning, OrderFeedback } from './super-order-events';
import type { CancelReason, OrderStatus, QuoteAnswer } from './vocabulary';

export type SuperOrderCommand =
  | {
      type: 'CreateSuperOrder';
      superOrderId: string;
      /** One new order id per selected manufacturer, in the same order. */
      orderIds: readonly string[];
      input: ValidSuperOrderInput;
      files: OrderFiles;
      warnings: DesignDataWarning[];
    }
  | {
      type: 'UpdateOrder';
      orderId: string;
      changes: OrderChanges;
      /** New versions of the order's files, and additional files to add. */
      files: Partial<Pick<OrderFiles, 'preview' | 'pcb' | 'job' | 'originalJob'>> & { additionalFiles?: readonly FileReference[] };
      bom?: { bom: FileReference; originalBom: FileReference | null; components: ComponentChanges };
      placement?: { placement: FileReference; originalPlacement: FileReference | null };
      warnings: DesignDataWarning[];
    }
  | {
      type: 'ReAddOrder';
      orderId: string;
      manufacturerId: string;
      fromOrderId: string;
      request: OrderRequest;
      files: OrderFiles;
      warnings: DesignDataWarning[];
    }
  | { type: 'GiveOrderFeedback'; orderId: string; feedback: OrderFeedback }
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
