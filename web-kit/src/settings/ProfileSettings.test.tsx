import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NoticeProvider } from '../requests/Notice';
import { ProfileSettings } from './ProfileSettings';
import { FakeSettingsApi, renderSettings } from './testing/render-settings';

const PROFILE = {
  __typename: 'UserProfile',
  id: 'u1',
  username: 'chris',
  email: 'chris@example.com',
  firstName: 'Chris',
  lastName: 'Buyer',
  jobTitle: 'Buyer',
  phoneNumber: '+49 30 1234567',
  location: 'Berlin',
  biography: '',
  languages: ['de'],
  pronouns: '',
  showEmail: false,
  locale: 'en',
  logoPath: null,
  headingPath: null,
  socialMedia: [{ kind: 'LINKEDIN', username: 'https://www.linkedin.com/in/chris' }],
  memberOf: [],
};

function api() {
  return new FakeSettingsApi({
    SettingsProfile: () => ({ user: PROFILE }),
    SettingsUpdateUser: ({ user }) => ({ updateUser: { ...PROFILE, ...(user as object), __typename: 'UserProfile' } }),
  });
}

describe('the profile settings', () => {
  it('given a phone number with too few digits, a too long biography and a link that is no URL, when saved, then each field says why and nothing is sent', async () => {
    const fake = api();
    renderSettings(<ProfileSettings />, { api: fake });
    fireEvent.change(await screen.findByLabelText(/^Phone/), { target: { value: '+49 123' } });
    fireEvent.change(screen.getByLabelText(/^About me/), { target: { value: 'x'.repeat(2501) } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'not a url' } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a phone number with between 6 and 15 digits.')).toBeInTheDocument();
    expect(screen.getByText('This field must be less than 2500 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL. (e.g. https://example.com)')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsUpdateUser')).toEqual([]);
  });

  it('given German, when the phone number is missing, then the field says so in German', async () => {
    const fake = api();
    renderSettings(<ProfileSettings />, { api: fake, locale: 'de' });
    fireEvent.change(await screen.findByLabelText(/^Telefon/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
  });

  it('given valid changes, when saved, then updateUser gets the profile with its links and a notice confirms it', async () => {
    const fake = api();
    renderSettings(
      <NoticeProvider>
        <ProfileSettings />
      </NoticeProvider>,
      { api: fake },
    );
    fireEvent.change(await screen.findByLabelText(/^Job title/), { target: { value: 'Head of purchasing' } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'https://buyer.example.com' } });
    fireEvent.click(screen.getByLabelText(/Show my email address/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsUpdateUser')[0]).toMatchObject({
      user: {
        firstName: 'Chris',
        lastName: 'Buyer',
        jobTitle: 'Head of purchasing',
        phoneNumber: '+49 30 1234567',
        location: 'Berlin',
        biography: '',
        pronouns: '',
        languages: ['de'],
        showEmail: true,
        locale: 'en',
        socialMedia: [
          { kind: 'LINKEDIN', username: 'https://www.linkedin.com/in/chris' },
          { kind: 'WEBSITE', username: 'https://buyer.example.com' },
        ],
      },
    });
  });

  it('given a file that is not a PNG or JPEG, when it is chosen as the profile picture, then it is refused with a message', async () => {
    renderSettings(<ProfileSettings />, { api: api() });
    const input = await screen.findByLabelText('Profile picture');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Please choose a PNG or JPEG image.')).toBeInTheDocument();
  });

  it('given a chosen picture, when saved, then it goes with updateUser', async () => {
    const fake = api();
    renderSettings(<ProfileSettings />, { api: fake });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Profile picture'), { target: { files: [picture] } });
    expect(screen.getByText('me.png is saved with the next save.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.variablesOf('SettingsUpdateUser')).toHaveLength(1));
    expect(fake.variablesOf('SettingsUpdateUser')[0].profilePicture).toBe(picture);
  });

  it('given the server refuses the picture, when saved, then its code is told in words under the button', async () => {
    const fake = api();
    fake.failWith.SettingsUpdateUser = 'PROFILE_IMAGE_UPDATE_FAILED';
    renderSettings(<ProfileSettings />, { api: fake });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The profile picture could not be saved.')).toBeInTheDocument();
  });
});
