import { createMailTransport, deliverDueMailsUnderLease, PeriodicTask, systemClock, type Clock, type Config, type Database, type EventProcessor, type MailTransport } from '@pcbm/platform';
import { chatNotifications } from './chat-notifications';
import { currentRecipientsOf } from './current-recipients';
import { recordDueResponseWindowMails, responseWindowTimers } from './response-window-timer';
import { signupReminderMails } from './signup-reminder-mails';

/** The mail side of the product: the reactors that record mails, the response-window check and the sender. */
export interface MailDelivery {
  readonly processors: readonly EventProcessor[];
  readonly transport: MailTransport;
  /** Records the response-window mails due now. */
  checkResponseWindows(): Promise<number>;
  /** Sends what is due in the outbox. */
  sendDueMails(): Promise<{ delivered: number; failed: number }>;
  /** Starts the periodic due-check and the sender loop (safe to run in several processes). */
  start(): void;
  stop(): Promise<void>;
}

export function createMailDelivery(db: Database, config: Pick<Config, 'publicUrl' | 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_POLL_MS'>, clock: Clock = systemClock): MailDelivery {
  const options = { publicUrl: config.publicUrl, clock };
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const check = new PeriodicTask('response-window-check', () => recordDueResponseWindowMails(db, options), config.MAIL_POLL_MS);
  const sender = new PeriodicTask('mail-sender', () => deliverDueMailsUnderLease(db, transport, clock, { currentRecipients: currentRecipientsOf(db) }), config.MAIL_POLL_MS);
  const tasks = [check, sender];
  return {
    processors: [chatNotifications(options), signupReminderMails(options), responseWindowTimers()],
    transport,
    checkResponseWindows: () => check.runOnce(),
    sendDueMails: () => sender.runOnce(),
    start: () => tasks.forEach((task) => task.start()),
    async stop() {
      for (const task of tasks) await task.stop();
      transport.close();
    },
  };
}
