import { makeResult, type Operation, type OperationResult } from '@urql/core';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { requestOrderOf } from '@pcbm/web-kit/requests/testing/request-order';
import type { Client } from 'urql';
import { fromPromise, fromValue, makeSubject, type Subject } from 'wonka';
import type { ProducerOrder, ProducerRequest, ProducerRequestDetails } from '../requests/producer-operations';

const SENT_ON = '2026-11-20T09:00:00.000Z';

/** A request as the producer's list shows it; the first order is the producer's. */
export function listRequest(id: number, fields: { name?: string; company?: string | null; person?: [string, string]; whitelabel?: string | null; order?: Partial<ProducerRequest['orders'][number]> } = {}): ProducerRequest {
  const createdOn = new Date(Date.parse(SENT_ON) - id * 3_600_000).toISOString();
  const [firstName, lastName] = fields.person ?? ['Chris', 'Buyer'];
  return {
    id: `s${id}`,
    name: fields.name ?? `Project-${id}`,
    createdOn,
    fromWhitelabelId: fields.whitelabel ?? null,
    asCompany: fields.company === null ? null : { id: `c${id}`, name: fields.company ?? `Buyer ${id} GmbH` },
    placedBy: { id: `u${id}`, firstName, lastName },
    orders: [
      {
        id: `o${id}`,
        status: 'WAITING_FOR_QUOTE',
        type: 'PROTOTYPE',
        quantity: 10,
        pcbVersion: 'V1',
        createdOn,
        updatedOn: createdOn,
        unreadMessages: { chatId: `o${id}`, amount: 0 },
        responseDeadline: null,
        fromWhitelabelId: fields.whitelabel ?? null,
        preview: null,
        ...fields.order,
      },
    ],
  } as ProducerRequest;
}

/** The producer's own order of a request with every field the details page reads. */
export function detailOrder(fields: Partial<ProducerOrder> = {}): ProducerOrder {
  return requestOrderOf<ProducerOrder>({ createdOn: SENT_ON, updatedOn: SENT_ON, responseDeadline: '2026-11-27T09:00:00.000Z', unreadMessages: { chatId: 'o1', amount: 0 }, ...fields });
}

export const offeredQuote = (fields: Partial<NonNullable<ProducerOrder['quote']>> = {}): NonNullable<ProducerOrder['quote']> =>
  ({ id: 'q1', status: 'OFFERED', accepted: false, createdOn: '2026-11-21T10:00:00.000Z', answeredOn: null, filename: 'quote-1.pdf', reason: null, file: null, ...fields }) as NonNullable<ProducerOrder['quote']>;

const nameOf = (operation: Operation) => operation.query.definitions.map((d) => ('name' in d ? d.name?.value : undefined)).find(Boolean) ?? '';

/** The API as the producer's pages see it, kept in memory; it records what was sent and can refuse by operation name. */
export class FakeProducerApi {
  requests: ProducerRequest[] = [];
  /** The producer's own white-label shops; none means no bee connect licence. */
  shops: { id: string; hostname: string }[] = [{ id: 'shop-1', hostname: 'boards.alpha.example' }];
  order: ProducerOrder = detailOrder();
  sent: Operation[] = [];
  failWith: Record<string, string> = {};
  subscribed = true;
  /** Operations whose answers wait until the test lets them go (`hold`). */
  private readonly held = new Map<string, Promise<void>>();
  /** The live updates the page listens to: `notify` tells them something. */
  private readonly updates: { readonly operation: Operation; readonly subject: Subject<OperationResult> }[] = [];

  /** Holds every answer to operations named `name` until the returned function is called. */
  hold(name: string): () => void {
    let release = () => undefined as void;
    this.held.set(name, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(name);
      release();
    };
  }

  /** Tells the page's live updates of a change, as the server's stream would. */
  notify(notice: { status: string; updatedOn: string; orderChanged?: boolean; statusChanged?: boolean; newMessages?: number }): void {
    for (const { operation, subject } of this.updates) {
      const orderUpdates = { orderId: (operation.variables as { orderId: string }).orderId, orderChanged: true, statusChanged: true, newMessages: 0, ...notice };
      subject.next(makeResult(operation, { data: { orderUpdates } }));
    }
  }

  answer(operation: Operation): OperationResult {
    this.sent.push(operation);
    return this.respond(operation);
  }

  private respond(operation: Operation): OperationResult {
    const name = nameOf(operation);
    const failure = this.failWith[name];
    if (failure) return makeResult(operation, { data: null, errors: [{ message: 'refused', extensions: { code: failure } }] });
    return makeResult(operation, { data: this.data(name, operation.variables as Record<string, unknown>) });
  }

  sentNamed(name: string): Operation[] {
    return this.sent.filter((operation) => nameOf(operation) === name);
  }

  variablesOf(name: string): Record<string, unknown>[] {
    return this.sentNamed(name).map((operation) => operation.variables as Record<string, unknown>);
  }

  /** A client the fake answers; live updates (subscriptions) hear what `notify` tells them. */
  client(): Client {
    return fakeClient((operation) => {
      if (operation.kind === 'subscription') {
        const subject = makeSubject<OperationResult>();
        this.updates.push({ operation, subject });
        return subject.source;
      }
      const held = this.held.get(nameOf(operation));
      if (!held) return fromValue(this.answer(operation));
      this.sent.push(operation);
      return fromPromise(held.then(() => this.respond(operation)));
    });
  }

  private page(variables: Record<string, unknown>) {
    const scope = (variables.filter as string | null) ?? 'ALL';
    const all = this.requests.filter((request) => (scope === 'WHITELABEL' ? request.fromWhitelabelId !== null : scope === 'MARKETPLACE' ? request.fromWhitelabelId === null : true));
    const start = variables.after ? Number(variables.after) : 0;
    const rows = all.slice(start, start + (variables.first as number));
    const end = start + rows.length;
    return {
      totalCount: all.length,
      pageInfo: { hasNextPage: end < all.length, endCursor: rows.length ? String(end) : null },
      edges: rows.map((node, index) => ({ cursor: String(start + index + 1), node })),
    };
  }

  private details(): ProducerRequestDetails {
    return {
      id: this.order.superOrderId,
      name: this.order.name,
      createdOn: this.order.createdOn,
      updatedOn: this.order.updatedOn,
      fromWhitelabelId: null,
      asCompany: { id: 'c-buyer', name: 'Buyer GmbH' },
      placedBy: { id: 'u-buyer', firstName: 'Chris', lastName: 'Buyer', username: 'chris' },
      orders: [this.order],
    } as ProducerRequestDetails;
  }

  private changed(fields: Partial<ProducerOrder>) {
    this.order = { ...this.order, ...fields, updatedOn: new Date().toISOString() };
    return { id: this.order.superOrderId, orders: [{ id: this.order.id, status: this.order.status, updatedOn: this.order.updatedOn }] };
  }

  private data(name: string, variables: Record<string, unknown>): Record<string, unknown> {
    switch (name) {
      case 'ProducerRequests':
        return { manufacturerOrders: this.page(variables) };
      case 'ProducerShops':
        return { manufacturerShops: this.shops };
      case 'ProducerRequest':
        return { manufacturerOrder: this.details() };
      case 'UploadQuote': {
        const file = variables.quote as File;
        return { updateOrderQuote: this.changed({ status: 'QUOTE_OFFERED', quote: offeredQuote({ id: 'q-new', filename: file.name }) }) };
      }
      case 'WithdrawQuote':
        return { withdrawOrderQuote: this.changed({ status: 'WAITING_FOR_QUOTE', quote: offeredQuote({ status: 'WITHDRAWN' }) }) };
      case 'ProducerStatus':
        return { updateOrderStatus: this.changed({ status: variables.status as ProducerOrder['status'], cancelReason: (variables.reason as ProducerOrder['cancelReason']) ?? null }) };
      case 'ChatByOrder':
        return { fetchChatByOrderId: { __typename: 'Chat', id: `chat-${variables.orderId as string}`, resource: variables.orderId, assignees: { requesterIds: [], handlerIds: [] }, participants: [] } };
      case 'ChatMessages':
        return { fetchMessages: { edges: [], pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false }, totalCount: 0 } };
      case 'ChatNotification':
        return { chatNotificationSetting: { chatId: variables.chatId, subscribed: this.subscribed } };
      case 'UnsubscribeFromChat':
        this.subscribed = false;
        return { unsubscribeFromChatNotifications: { chatId: variables.chatId, subscribed: false } };
      default:
        throw new Error(`The fake API does not know ${name}`);
    }
  }
}
