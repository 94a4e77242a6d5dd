import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionOf, fakeAdminApi, type FakeHandler } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const delivered = {
  id: 'm1',
  cause: 'chat:e1:Requester',
  recipient: 'chris@buyer.test',
  subject: 'New message about Project-1',
  language: 'en',
  status: 'SENT',
  attempts: 1,
  lastError: null,
  text: 'Pat Maker wrote:\nThe boards ship on Monday.',
  createdOn: '2026-11-02T10:00:00.000Z',
  sentOn: '2026-11-02T10:00:05.000Z',
};
const failed = {
  ...delivered,
  id: 'm2',
  cause: 'signup-reminder:s1',
  recipient: 'visitor@example.test',
  subject: 'Your account is waiting',
  language: 'de',
  status: 'FAILED',
  attempts: 10,
  lastError: 'NOTIFICATION_SEND_FAILED: 550 mailbox unavailable',
  sentOn: null,
};

function api(mails: FakeHandler = () => ({ data: { adminGetAllMails: connectionOf([delivered, failed]) } })) {
  return fakeAdminApi({ AdminMails: mails, AdminMail: (variables) => ({ data: { adminGetMail: [delivered, failed].find((mail) => mail.id === variables.mailId) ?? null } }) });
}

describe('the mail outbox of the console', () => {
  it('given a delivered and a failed mail, when the admin opens Mails, then each shows its recipient, kind, state, attempts and last error', async () => {
    const fake = api();
    renderAdmin(fake, '/mails');
    const row = (await screen.findByText('visitor@example.test')).closest('tr')!;
    expect(within(row).getByText('Your account is waiting')).toBeInTheDocument();
    expect(within(row).getByText('Sign-up reminder')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('NOTIFICATION_SEND_FAILED: 550 mailbox unavailable')).toBeInTheDocument();
    const sentRow = screen.getByText('chris@buyer.test').closest('tr')!;
    expect(within(sentRow).getByText('Chat notification')).toBeInTheDocument();
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();
    expect(fake.calls[0]).toEqual({ name: 'AdminMails', variables: { first: 25 } });
  });

  it('given a mail kept because no mail server is set, when the admin opens Mails, then it shows no delivery time, and the address breaks after its name part', async () => {
    const kept = { ...delivered, id: 'm3', recipient: 'later.1796299832124@example.com', status: 'KEPT', sentOn: '2026-11-02T10:00:05.000Z' };
    renderAdmin(api(() => ({ data: { adminGetAllMails: connectionOf([kept, delivered]) } })), '/mails');
    const recipient = await screen.findByText('later.1796299832124@example.com');
    expect(recipient.querySelector('wbr')?.nextSibling?.textContent).toBe('@example.com');
    const cells = within(recipient.closest('tr')!).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent('—');
    const sentCells = within(screen.getByText('chris@buyer.test').closest('tr')!).getAllByRole('cell');
    expect(sentCells.at(-1)!.querySelector('time')).toHaveAttribute('datetime', '2026-11-02T10:00:05.000Z');
  });

  it('given the outbox, when the admin shows only failed mails, then the API is asked for the failed ones', async () => {
    const fake = api((variables) => ({ data: { adminGetAllMails: connectionOf(variables.status === 'FAILED' ? [failed] : [delivered, failed]) } }));
    renderAdmin(fake, '/mails');
    await screen.findByText('chris@buyer.test');
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('chris@buyer.test')).not.toBeInTheDocument());
    expect(screen.getByText('visitor@example.test')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toEqual({ name: 'AdminMails', variables: { first: 25, status: 'FAILED' } });
  });

  it('given a mail opened by its address, when its page shows, then delivery and message are there, the message with its line breaks', async () => {
    const fake = api();
    renderAdmin(fake, '/mails/m1/show');
    expect(await screen.findByText('chris@buyer.test')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('chat:e1:Requester')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Message' }));
    expect(await screen.findByText(/The boards ship on Monday\./)).toHaveTextContent('Pat Maker wrote: The boards ship on Monday.');
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(fake.calls).toEqual([{ name: 'AdminMail', variables: { mailId: 'm1' } }]);
  });

  it('given an address of a mail the outbox does not have, when it is opened, then the console says so and goes back to the list', async () => {
    renderAdmin(api(), '/mails/m404/show');
    expect(await screen.findByText(/not found|no longer exists|does not exist/i)).toBeInTheDocument();
  });

  it('given a mail waiting for another try, when the admin opens Mails, then it shows as retrying', async () => {
    renderAdmin(api(() => ({ data: { adminGetAllMails: connectionOf([{ ...failed, status: 'PENDING', attempts: 2 }]) } })), '/mails');
    const row = (await screen.findByText('visitor@example.test')).closest('tr')!;
    expect(within(row).getByText('Retrying')).toBeInTheDocument();
  });

  it('given the console in German, when the admin opens Mails, then states and kinds speak German', async () => {
    renderAdmin(api(), '/mails', 'de');
    const row = (await screen.findByText('visitor@example.test')).closest('tr')!;
    expect(within(row).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(row).getByText('Registrierungserinnerung')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Letzter Fehler' })).toBeInTheDocument();
  });
});
