import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: string | undefined;
  readonly messageId: string | undefined;
}

export interface SmtpReceiver {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Waits until `count` mails have arrived (polling the list, at most `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addresses = (to: ParsedMail['to']) => (Array.isArray(to) ? to : to ? [to] : []).flatMap((group) => group.value.map((a) => a.address ?? ''));

/** A real SMTP server on loopback that parses every mail with mailparser; it refuses the first `refuseFirst` recipients (a temporary 451). */
export async function startSmtpReceiver(options: { refuseFirst?: number } = {}): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  let refusals = options.refuseFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals <= 0) return callback();
      refusals--;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            language: mail.headers.get('content-language') as string | undefined,
            messageId: mail.messageId,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that dies mid-connection (a worker killed on purpose) resets its socket. The server reports that as an
  // 'error' event, which would end the test process without a listener; the mails it did deliver are already counted.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 20_000) {
      for (const start = Date.now(); received.length < count; ) {
        if (Date.now() - start > timeoutMs) throw new Error(`expected ${count} mails, got ${received.length}: ${JSON.stringify(received.map((m) => [m.to, m.subject]))}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
