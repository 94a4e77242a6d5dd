import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionOf, fakeAdminApi, type FakeHandler } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const address = { recipient: 'Chris Buyer', addressLine1: 'Hauptstraße 1', addressLine2: null, zipcode: '10115', city: 'Berlin', country: 'DE' };
const chris = {
  id: 'u1',
  username: 'customer1',
  firstName: 'Chris',
  lastName: 'Buyer',
  email: 'chris@buyer.test',
  locale: 'de',
  phoneNumber: '+49 30 123456',
  jobTitle: 'Hardware lead',
  createdOn: '2026-11-01T10:00:00.000Z',
  memberOf: [{ id: 'c1', name: 'Buyer Boards GmbH' }],
  billingAddress: address,
  shippingAddress: null,
};
const pat = { ...chris, id: 'u2', username: 'producer1', firstName: 'Pat', lastName: 'Maker', email: 'pat@maker.test', memberOf: [], billingAddress: null };

function api(handlers: Readonly<Record<string, FakeHandler>> = {}) {
  return fakeAdminApi({
    AdminUsers: () => ({ data: { adminGetAllUsers: connectionOf([chris, pat], 2) } }),
    AdminUser: (variables) => ({ data: { user: { __typename: 'UserProfile', ...(variables.id === 'u1' ? chris : pat) } } }),
    AdminEraseUser: () => ({ data: { adminEraseUser: true } }),
    ...handlers,
  });
}

describe('the people of the console', () => {
  it('given two accounts, when the admin opens People, then each shows with name, e-mail and companies', async () => {
    renderAdmin(api(), '/users');
    const row = (await screen.findByText('Chris Buyer')).closest('tr')!;
    expect(within(row).getByText('chris@buyer.test')).toBeInTheDocument();
    expect(within(row).getByText('Buyer Boards GmbH')).toBeInTheDocument();
    expect(screen.getByText('Pat Maker')).toBeInTheDocument();
  });

  it('given a person whose data was erased and one who speaks German, when the admin opens People, then the one reads as erased and the language is named in English', async () => {
    const erased = { ...pat, username: '[erased]', firstName: '[erased]', lastName: '[erased]', email: '[erased]' };
    renderAdmin(fakeAdminApi({ AdminUsers: () => ({ data: { adminGetAllUsers: connectionOf([chris, erased], 2) } }) }), '/users');
    const row = (await screen.findByText('Chris Buyer')).closest('tr')!;
    expect(within(row).getByText('German')).toBeInTheDocument();
    expect(screen.getByText('Erased person')).toBeInTheDocument();
    expect(screen.queryByText(/\[erased\] \[erased\]/)).not.toBeInTheDocument();
  });

  it('given a person, when the admin erases the personal data and confirms, then the API is asked to erase exactly that person', async () => {
    const fake = api();
    renderAdmin(fake, '/users/u1/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Chris Buyer are erased everywhere/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.name === 'AdminEraseUser')).toEqual([{ name: 'AdminEraseUser', variables: { userId: 'u1' } }]));
    expect(await screen.findByText('The personal data was erased.')).toBeInTheDocument();
  });

  it('given an erasure that takes a while, when the admin confirms, then the question shows its progress until it is done', async () => {
    let done: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (done = resolve));
    const fake = api({ AdminEraseUser: () => answered.then(() => ({ data: { adminEraseUser: true } })) });
    renderAdmin(fake, '/users/u1/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByRole('progressbar', { name: /Every list is rebuilt from the histories/ })).toBeInTheDocument();
    done();
    expect(await screen.findByText('The personal data was erased.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Every list is rebuilt/ })).not.toBeInTheDocument());
  });

  it('given a person, when the admin closes the question, then nothing is erased', async () => {
    const fake = api();
    renderAdmin(fake, '/users/u1/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.some((call) => call.name === 'AdminEraseUser')).toBe(false);
  });

  it('given the console in German, when the admin opens People, then the list speaks German', async () => {
    renderAdmin(api(), '/users', 'de');
    expect(await screen.findByText('Chris Buyer')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Firmen' })).toBeInTheDocument();
  });
});
