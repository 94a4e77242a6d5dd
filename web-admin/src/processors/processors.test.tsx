import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const accounts = { name: 'accounts', status: 'ok', position: '1200', lag: 0, failures: 0, failingSince: null, lastError: null };
const orders = { ...accounts, name: 'orders', position: '950', lag: 250 };
const notifications = {
  ...accounts,
  name: 'chat-notifications',
  status: 'failing',
  position: '1100',
  lag: 100,
  failures: 3,
  failingSince: '2026-11-02T09:00:00.000Z',
  lastError: { code: '23505', detail: 'duplicate key value violates unique constraint', at: '2026-11-02T09:05:00.000Z', eventId: 'e-77', eventType: 'TextMessageSent', eventPosition: '1101' },
};

function api(processors: readonly object[] = [accounts, notifications, orders]) {
  return fakeAdminApi({ AdminProcessorStatus: () => ({ data: { adminProcessorStatus: processors } }) });
}

describe('the processors of the console', () => {
  it('given a failing and a lagging processor, when the admin opens Processors, then the summary and each row say which one needs attention', async () => {
    const fake = api();
    renderAdmin(fake, '/processors');
    expect(await screen.findByRole('status')).toHaveTextContent('1 processor is failing and retries its event. · 1 processor is far behind the event log.');
    const failing = screen.getByText('chat-notifications').closest('tr')!;
    expect(within(failing).getByText('Failing (3 times in a row)')).toBeInTheDocument();
    expect(within(failing).getByText('Writes the notification mails about new chat messages.')).toBeInTheDocument();
    expect(within(failing).getByText('23505: duplicate key value violates unique constraint')).toBeInTheDocument();
    const lagging = screen.getByText('orders').closest('tr')!;
    expect(within(lagging).getByText('Behind')).toBeInTheDocument();
    expect(within(lagging).getByText('250')).toBeInTheDocument();
    expect(within(screen.getByText('accounts').closest('tr')!).getByText('Up to date')).toBeInTheDocument();
    expect(fake.calls).toEqual([{ name: 'AdminProcessorStatus', variables: {} }]);
  });

  it('given every processor at the head of the log, when the admin opens Processors, then the summary says all keep up', async () => {
    renderAdmin(api([accounts, { ...orders, lag: 2 }]), '/processors');
    expect(await screen.findByRole('status')).toHaveTextContent('All 2 processors keep up with the event log.');
    expect(within(screen.getByText('orders').closest('tr')!).getByText('Catching up')).toBeInTheDocument();
  });

  it('given the processor list, when the admin refreshes it, then the API is asked again', async () => {
    const fake = api();
    renderAdmin(fake, '/processors');
    await screen.findByText('chat-notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.name === 'AdminProcessorStatus')).toHaveLength(2));
  });

  it('given a failing processor, when the admin opens it, then the whole last error and the event it failed on show', async () => {
    renderAdmin(api(), '/processors/chat-notifications/show');
    expect(await screen.findByText('duplicate key value violates unique constraint')).toBeInTheDocument();
    expect(screen.getByText('23505')).toBeInTheDocument();
    expect(screen.getByText('TextMessageSent')).toBeInTheDocument();
    expect(screen.getByText('e-77')).toBeInTheDocument();
    expect(screen.getByText('Failing (3 times in a row)')).toBeInTheDocument();
  });

  it('given a processor without errors, when the admin opens it, then it says no error was recorded', async () => {
    renderAdmin(api(), '/processors/accounts/show');
    expect(await screen.findByText('No error recorded.')).toBeInTheDocument();
    expect(screen.getByText('Read model of people, companies and producers.')).toBeInTheDocument();
  });

  it('given the console in German, when the admin opens Processors, then states and summary speak German', async () => {
    renderAdmin(api(), '/processors', 'de');
    expect(await screen.findByRole('status')).toHaveTextContent('1 Prozessor schlägt fehl und wiederholt sein Ereignis. · 1 Prozessor liegt weit hinter dem Ereignisprotokoll.');
    expect(within(screen.getByText('chat-notifications').closest('tr')!).getByText('Fehlerhaft (3-mal in Folge)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rückstand (Positionen)' })).toBeInTheDocument();
  });
});
