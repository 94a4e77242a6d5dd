import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: string;
}

/** Where mails go: an SMTP server, or nowhere beyond the outbox table (the embedded default). */
export interface MailTransport {
  /** `smtp` delivers; `outbox` only builds the message and leaves it listed in the outbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function nodemailerTransport(kind: MailTransport['kind'], transporter: Transporter, from: string): MailTransport {
  return {
    kind,
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => transporter.close(),
  };
}

/** nodemailer over `SMTP_URL` (smtp:// or smtps://, credentials in the URL); without it the mail stays in the outbox. */
export function createMailTransport(options: { smtpUrl?: string; from: string }): MailTransport {
  if (options.smtpUrl) return nodemailerTransport('smtp', nodemailer.createTransport(options.smtpUrl), options.from);
  return nodemailerTransport('outbox', nodemailer.createTransport({ jsonTransport: true }), options.from);
}
