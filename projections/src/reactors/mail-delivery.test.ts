import { accountProjector, orderProjector } from '../read-models';
import { marketplaceWithOrder, PLACED_AT } from '../testing/marketplace-events';
import { userStreamId } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../testing/projection-spec';
import { createMailDelivery } from './mail-delivery';

const ended = new Date(Date.parse(PLACED_AT) + 8 * 24 * 60 * 60 * 1000);
const config = { publicUrl: 'https://pcb.example.com', SMTP_URL: undefined, MAIL_FROM: 'noreply@pcb.example.com', MAIL_POLL_MS: 60_000 };

describe('mail delivery', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterAll(() => spec.close());

  test('given the mail side, then its reactors are the chat notifications, the sign-up reminders and the response-window timers', () => {
    const delivery = createMailDelivery(spec.db, config, () => ended);
    expect(delivery.processors.map((processor) => processor.name)).toEqual(['chat-notifications', 'signup-reminder-mails', 'response-window-timers']);
  });

  test('given an order whose response window has ended, when the windows are checked and the due mails sent without an SMTP server, then the customer’s notice is kept in the outbox', async () => {
    const delivery = createMailDelivery(spec.db, config, () => ended);
    const timers = delivery.processors.find((processor) => processor.name === 'response-window-timers')!;
    await spec.given(...marketplaceWithOrder()).when(orderProjector, accountProjector, timers);
    expect(await delivery.checkResponseWindows()).toBe(1);
    expect(await delivery.sendDueMails()).toEqual({ delivered: 1, failed: 0 });
    expect(await spec.thenRows('select recipient, status, sent_on from mail_outbox')).toEqual([{ recipient: 'customer@example.com', status: 'KEPT', sent_on: ended }]);
    await delivery.stop();
  });
});

describe('mail delivery to an address changed after the mail was recorded', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterAll(() => spec.close());

  test('given a notice recorded for the customer, when the customer changes their address before it is sent, then it goes to the new address and its row names it', async () => {
    const delivery = createMailDelivery(spec.db, config, () => ended);
    const timers = delivery.processors.find((processor) => processor.name === 'response-window-timers')!;
    await spec.given(...marketplaceWithOrder()).when(orderProjector, accountProjector, timers);
    expect(await delivery.checkResponseWindows()).toBe(1);
    await spec
      .given(on(userStreamId('customer'), { type: 'UserEmailChanged', data: { userId: 'customer', email: 'customer.new@example.com', occurredAt: PLACED_AT } }))
      .when(accountProjector);
    const sent: string[] = [];
    const send = delivery.transport.send.bind(delivery.transport);
    delivery.transport.send = async (mail) => {
      sent.push(mail.to);
      await send(mail);
    };
    expect(await delivery.sendDueMails()).toEqual({ delivered: 1, failed: 0 });
    expect(sent).toEqual(['customer.new@example.com']);
    expect(await spec.thenRows('select recipient, status from mail_outbox')).toEqual([{ recipient: 'customer.new@example.com', status: 'KEPT' }]);
    await delivery.stop();
  });
});
