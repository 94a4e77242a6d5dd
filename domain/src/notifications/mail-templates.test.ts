import { chatNotificationMail } from './chat-notification-mail';
import { mailLanguage } from './mail-content';
import { responseWindowExpiredMail, responseWindowReminderMail } from './response-window-mails';
import { signupReminderMail } from './signup-reminder-mail';

const publicUrl = 'https://pcb.example/';

describe('mail templates', () => {
  test('given a German producer and a text, when the chat mail is rendered, then it is German and links to the dashboard and its unsubscribe page', () => {
    const mail = chatNotificationMail({ locale: 'de', side: 'producer', orders: [{ orderId: 'o-1', orderName: 'Board <A>', items: [{ kind: 'text', from: 'customer' }] }], publicUrl });
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Neue Nachricht zu Ihrer Anfrage „Board <A>“');
    expect(mail.text).toContain('Der Kunde hat eine Nachricht geschrieben.');
    expect(mail.text).toContain('https://pcb.example/dashboard/request/o-1/unsubscribe');
    expect(mail.html).toContain('href="https://pcb.example/dashboard/request/o-1"');
    expect(mail.html).toContain('Board &lt;A&gt;');
    expect(mail.html).not.toContain('Board <A>');
    expect(mail.html).toContain('<ul><li>Der Kunde hat eine Nachricht geschrieben.</li></ul>');
  });

  test('given an English customer and a burst of system messages, when the chat mail is rendered, then one mail lists each of them', () => {
    const mail = chatNotificationMail({
      locale: 'en',
      side: 'customer',
      orders: [
        {
          orderId: 'o-2',
          orderName: 'Rev B',
          items: [
        { kind: 'system', message: { kind: 'quote', quoteStatus: 'WITHDRAWN' } },
        { kind: 'system', message: { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' } },
        { kind: 'system', message: { kind: 'addressChanged' } },
        { kind: 'file', from: 'producer', filename: 'stackup.pdf' },
          ],
        },
      ],
      publicUrl,
    });
    expect(mail.subject).toBe('New messages about your request "Rev B"');
    expect(mail.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- The quote was withdrawn.',
      '- New status: waiting for a quote.',
      '- The request was changed.',
      '- The producer sent the file "stackup.pdf".',
    ]);
    expect(mail.text).toContain('https://pcb.example/unsubscribe/request/o-2');
  });

  test('given one command that wrote into the chats of two orders, when the mail is rendered, then one mail names both with a link and an unsubscribe link each', () => {
    const joined = { kind: 'system' as const, message: { kind: 'companyMember', added: true } };
    const mail = chatNotificationMail({
      locale: 'en',
      side: 'producer',
      orders: [
        { orderId: 'o-1', orderName: 'First', items: [joined] },
        { orderId: 'o-2', orderName: 'Second', items: [joined] },
      ],
      publicUrl,
    });
    expect(mail.subject).toBe('New messages about 2 of your requests');
    expect(mail.text).toContain('there is news in the chat of the request "Second":');
    expect(mail.text).toContain("- A member joined the customer's company.");
    expect(mail.text).toContain('Open your requests: https://pcb.example/dashboard');
    expect(mail.text).toContain('Stop notifications about "First": https://pcb.example/dashboard/request/o-1/unsubscribe');
    expect(mail.text).toContain('Stop notifications about "Second": https://pcb.example/dashboard/request/o-2/unsubscribe');
  });

  test('given a subscription key, when the sign-up reminder is rendered, then it carries the unsubscribe link with that key', () => {
    const mail = signupReminderMail({ locale: 'en', unsubscribeKey: 'k/ey', publicUrl });
    expect(mail.subject).toBe('Reminder: finish signing up');
    expect(mail.text).toContain('https://pcb.example/unsubscribe/signup/k%2Fey');
    expect(signupReminderMail({ locale: 'de', unsubscribeKey: 'k', publicUrl }).subject).toBe('Erinnerung: Registrierung abschließen');
  });

  test('given a window ending at noon, when reminder and expiry mails are rendered, then they name the end in the reader\'s language', () => {
    const input = { orderId: 'o-3', orderName: 'X', deadline: '2026-11-30T12:00:00.000Z', publicUrl };
    expect(responseWindowReminderMail({ ...input, locale: 'de' }).text).toContain('30. November 2026 um 12:00 UTC');
    expect(responseWindowReminderMail({ ...input, locale: 'en' }).text).toMatch(/November 30, 2026.*12:00\sPM UTC/);
    const expired = responseWindowExpiredMail({ ...input, locale: 'en' });
    expect(expired.text).toContain('keep waiting, or withdraw the request');
    expect(expired.text).toContain('https://pcb.example/request/o-3');
  });

  test('unknown locales read English', () => {
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage('de')).toBe('de');
  });
});
