import { dueResponseWindowMails } from './response-window-due';

const deadline = '2026-11-30T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('response window mails due', () => {
  test('given a window with more than a day left, nothing is due', () => {
    expect(dueResponseWindowMails({ deadline, remindedFor: null, expiredFor: null }, at('2026-11-29T11:59:59Z'))).toEqual({ reminder: false, expiry: false });
  });

  test('given the last day of the window, the producer\'s reminder is due once', () => {
    expect(dueResponseWindowMails({ deadline, remindedFor: null, expiredFor: null }, at('2026-11-29T12:00:00Z'))).toEqual({ reminder: true, expiry: false });
    expect(dueResponseWindowMails({ deadline, remindedFor: deadline, expiredFor: null }, at('2026-11-30T11:00:00Z'))).toEqual({ reminder: false, expiry: false });
  });

  test('given the window has ended, only the customer\'s notice is due, once', () => {
    expect(dueResponseWindowMails({ deadline, remindedFor: null, expiredFor: null }, at('2026-12-01T00:00:00Z'))).toEqual({ reminder: false, expiry: true });
    expect(dueResponseWindowMails({ deadline, remindedFor: deadline, expiredFor: deadline }, at('2026-12-05T00:00:00Z'))).toEqual({ reminder: false, expiry: false });
  });

  test('given a new window after a withdrawn quote, its mails are due again; without a window none are', () => {
    const next = '2026-12-10T12:00:00.000Z';
    expect(dueResponseWindowMails({ deadline: next, remindedFor: deadline, expiredFor: deadline }, at('2026-12-10T00:00:00Z'))).toEqual({ reminder: true, expiry: false });
    expect(dueResponseWindowMails({ deadline: null, remindedFor: null, expiredFor: null }, at('2026-12-10T00:00:00Z'))).toEqual({ reminder: false, expiry: false });
  });
});
