import { accountProjector, orderProjector } from '../read-models';
import { marketplaceWithOrder, PLACED_AT } from '../testing/marketplace-events';
import { openProjectionSpec, type ProjectionSpec } from '../testing/projection-spec';
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
