import { ERASED } from '../personal-data/personal-data-fields';
import { given } from '../testing/decider-spec';
import type { UserContext, UserEvent, UserProfileChanges } from './user-decider';
import { isSameEmail, isSubscribedToChat, userDecider } from './user-decider';

const NOW = '2026-11-26T10:00:00.000Z';
const clara: UserContext = { userId: 'u-clara', now: NOW };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u-clara', username: 'clara', email: 'clara@example.com', firstName: 'Clara', lastName: 'Kunde', locale: 'en', occurredAt: '2026-11-01T08:00:00.000Z' },
};
const switchedOff: UserEvent = { type: 'ChatNotificationsSwitched', data: { userId: 'u-clara', chatId: 'order-a', subscribed: false, occurredAt: NOW } };
const SETTINGS = { format: 'CsvSemicolon' as const, unit: 'Inch' as const, bomColumnOrder: ['MPN' as const, 'DESIGNATOR' as const] };

describe('a person\'s profile', () => {
  it('given a registered person, when they change their profile, then only the fields sent are recorded', () => {
    const changes: UserProfileChanges = { jobTitle: 'Hardware lead', logoPath: '/images/f-1' };
    given(userDecider, registered).when({ type: 'UpdateProfile', changes }, clara).then([{ type: 'UserProfileUpdated', data: { userId: 'u-clara', changes, occurredAt: NOW } }]);
  });

  it('given a registered person, when they send no changes, then nothing is recorded', () => {
    given(userDecider, registered).when({ type: 'UpdateProfile', changes: {} }, clara).then([]);
  });

  it('given a registered person, when they complete the first sign-in, then how they order is recorded', () => {
    given(userDecider, registered)
      .when({ type: 'CompleteFirstLogin', orderAs: 'INDIVIDUAL' }, clara)
      .then([{ type: 'UserOrderingChoiceMade', data: { userId: 'u-clara', orderAs: 'INDIVIDUAL', occurredAt: NOW } }]);
  });
});

describe('a person\'s email address', () => {
  const changed = (email: string): UserEvent => ({ type: 'UserEmailChanged', data: { userId: 'u-clara', email, occurredAt: NOW } });
  const erased: UserEvent = { type: 'UserErased', data: { userId: 'u-clara', occurredAt: NOW } };

  it('given a registered person, when they change their address, then the new address is recorded, trimmed and in the case they typed', () => {
    given(userDecider, registered).when({ type: 'ChangeEmail', email: ' Clara.Neu@Example.com ' }, clara).then([changed('Clara.Neu@Example.com')]);
  });

  it('given a changed address, then the person holds the new one and everything else stays', () => {
    const { person } = given(userDecider, registered, changed('clara.neu@example.com')).state;
    expect(person).toMatchObject({ username: 'clara', email: 'clara.neu@example.com', firstName: 'Clara', createdOn: '2026-11-01T08:00:00.000Z' });
  });

  it('given a registered person, when they send the address they have, in any case, then nothing is recorded', () => {
    given(userDecider, registered).when({ type: 'ChangeEmail', email: 'CLARA@example.com ' }, clara).then([]);
    given(userDecider, registered, changed('clara.neu@example.com')).when({ type: 'ChangeEmail', email: 'Clara.Neu@example.com' }, clara).then([]);
  });

  it('given a changed address, when the person goes back to the one they registered with, then that is recorded', () => {
    given(userDecider, registered, changed('clara.neu@example.com')).when({ type: 'ChangeEmail', email: 'clara@example.com' }, clara).then([changed('clara@example.com')]);
  });

  it('given a registered person, when the address is no email address, then it is refused and nothing is recorded', () => {
    given(userDecider, registered).when({ type: 'ChangeEmail', email: 'not-an-address' }, clara).thenRefuses('USER_EMAIL_INVALID');
    given(userDecider, registered).when({ type: 'ChangeEmail', email: '  ' }, clara).thenRefuses('USER_EMAIL_INVALID');
  });

  it('given nothing of a person, when an address is to be changed, then it is refused', () => {
    given(userDecider).when({ type: 'ChangeEmail', email: 'clara.neu@example.com' }, clara).thenRefuses('USER_NOT_FOUND');
  });

  it('given an erased person, when an address is to be changed, then it is refused, as nothing of them is recorded anew', () => {
    given(userDecider, registered, erased).when({ type: 'ChangeEmail', email: 'clara.neu@example.com' }, clara).thenRefuses('USER_NOT_FOUND');
  });

  it('given a changed address and then an erasure, then the address is erased too', () => {
    expect(given(userDecider, registered, changed('clara.neu@example.com'), erased).state).toMatchObject({ erased: true, person: { email: ERASED } });
  });

  it('addresses that differ in case or surrounding spaces only are the same', () => {
    expect(isSameEmail(' Clara@Example.com', 'clara@example.COM')).toBe(true);
    expect(isSameEmail('clara@example.com', 'clara@example.org')).toBe(false);
  });
});

describe('the address a sign-in brings', () => {
  const changedAt = (email: string, occurredAt: string): UserEvent => ({ type: 'UserEmailChanged', data: { userId: 'u-clara', email, occurredAt } });
  const signIn = (email: string, issuedAt?: string) => ({ type: 'RegisterUser' as const, registration: { username: 'clara', email, firstName: 'Clara', lastName: 'Kunde', locale: 'en' as const }, issuedAt });

  it('given a registered person, when a sign-in issued later brings another address, then that address is recorded', () => {
    given(userDecider, registered).when(signIn('clara.neu@example.com', '2026-11-20T09:00:00.000Z'), clara).then([changedAt('clara.neu@example.com', NOW)]);
  });

  it('given an address changed here, when a sign-in issued before the change brings the old address, then nothing is recorded', () => {
    given(userDecider, registered, changedAt('clara.neu@example.com', '2026-11-20T09:00:00.000Z'))
      .when(signIn('clara@example.com', '2026-11-20T08:59:00.000Z'), clara)
      .then([]);
    given(userDecider, registered, changedAt('clara.neu@example.com', '2026-11-20T09:00:00.000Z'))
      .when(signIn('clara@example.com', '2026-11-20T09:00:00.000Z'), clara)
      .then([]);
  });

  it('given a registered person, when a sign-in brings the same address in another case, none, no address or no time of issue, then nothing is recorded', () => {
    given(userDecider, registered).when(signIn('CLARA@example.com', '2026-11-20T09:00:00.000Z'), clara).then([]);
    given(userDecider, registered).when(signIn('', '2026-11-20T09:00:00.000Z'), clara).then([]);
    given(userDecider, registered).when(signIn('not-an-address', '2026-11-20T09:00:00.000Z'), clara).then([]);
    given(userDecider, registered).when(signIn('clara.neu@example.com'), clara).then([]);
  });

  it('given an erased person, when a sign-in brings an address, then nothing of them is recorded anew', () => {
    given(userDecider, registered, { type: 'UserErased', data: { userId: 'u-clara', occurredAt: NOW } }).when(signIn('clara.neu@example.com', '2026-11-27T09:00:00.000Z'), clara).then([]);
  });

  it('given nothing of a person, when they sign in, then they are registered with the address of the sign-in', () => {
    given(userDecider)
      .when(signIn('clara@example.com', '2026-11-20T09:00:00.000Z'), clara)
      .then([{ type: 'UserRegistered', data: { userId: 'u-clara', username: 'clara', email: 'clara@example.com', firstName: 'Clara', lastName: 'Kunde', locale: 'en', occurredAt: NOW } }]);
  });
});

describe('a person\'s record', () => {
  it('given a registration, then the person is recorded with an empty profile and no ordering choice yet', () => {
    expect(given(userDecider, registered).state.person).toEqual({
      id: 'u-clara',
      username: 'clara',
      email: 'clara@example.com',
      firstName: 'Clara',
      lastName: 'Kunde',
      locale: 'en',
      createdOn: '2026-11-01T08:00:00.000Z',
      profile: {},
      orderingChoice: null,
    });
  });

  it('given profile changes and an ordering choice, then names, language and profile hold the fields sent merged over the earlier ones', () => {
    const first: UserEvent = { type: 'UserProfileUpdated', data: { userId: 'u-clara', changes: { firstName: 'Klara', jobTitle: 'Lead', showEmail: true }, occurredAt: NOW } };
    const second: UserEvent = { type: 'UserProfileUpdated', data: { userId: 'u-clara', changes: { locale: 'de', jobTitle: 'Head of hardware' }, occurredAt: NOW } };
    const chose: UserEvent = { type: 'UserOrderingChoiceMade', data: { userId: 'u-clara', orderAs: 'INDIVIDUAL', occurredAt: NOW } };
    expect(given(userDecider, registered, first, second, chose).state.person).toMatchObject({
      firstName: 'Klara',
      lastName: 'Kunde',
      locale: 'de',
      profile: { jobTitle: 'Head of hardware', showEmail: true },
      orderingChoice: 'INDIVIDUAL',
    });
  });

  it('given an erasure, then the names and contact are replaced and the profile is emptied', () => {
    const withJob: UserEvent = { type: 'UserProfileUpdated', data: { userId: 'u-clara', changes: { jobTitle: 'Lead' }, occurredAt: NOW } };
    const erased: UserEvent = { type: 'UserErased', data: { userId: 'u-clara', occurredAt: NOW } };
    expect(given(userDecider, registered, withJob, erased).state.person).toMatchObject({ username: ERASED, email: ERASED, firstName: ERASED, lastName: ERASED, profile: {} });
  });
});

describe('a person\'s export settings', () => {
  it('given a registered person, when they set their export settings, then they are recorded as theirs', () => {
    given(userDecider, registered)
      .when({ type: 'SetExportSettings', settings: SETTINGS }, clara)
      .then([{ type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u-clara', settings: SETTINGS, occurredAt: NOW } }]);
  });

  it('given own export settings, when the person resets them, then the reset is recorded', () => {
    const set: UserEvent = { type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u-clara', settings: SETTINGS, occurredAt: NOW } };
    given(userDecider, registered, set).when({ type: 'ResetExportSettings' }, clara).then([{ type: 'ExportSettingsReset', data: { owner: 'user', ownerId: 'u-clara', occurredAt: NOW } }]);
    expect(given(userDecider, registered, set).state.exportSettings).toEqual(SETTINGS);
    expect(given(userDecider, registered, set, { type: 'ExportSettingsReset', data: { owner: 'user', ownerId: 'u-clara', occurredAt: NOW } }).state.exportSettings).toBeNull();
  });
});

describe('chat notifications', () => {
  it('given no setting for a chat, when the person switches its mails off, then it is recorded', () => {
    given(userDecider, registered).when({ type: 'SwitchChatNotifications', chatId: 'order-a', subscribed: false }, clara).then([switchedOff]);
  });

  it('given no setting for a chat, when the person switches its mails on, then nothing is recorded, as they are on by default', () => {
    expect(isSubscribedToChat(given(userDecider, registered).state, 'order-a')).toBe(true);
    given(userDecider, registered).when({ type: 'SwitchChatNotifications', chatId: 'order-a', subscribed: true }, clara).then([]);
  });

  it('given mails switched off for a chat, when the person switches them off again, then nothing is recorded; on, then it is recorded', () => {
    given(userDecider, registered, switchedOff).when({ type: 'SwitchChatNotifications', chatId: 'order-a', subscribed: false }, clara).then([]);
    given(userDecider, registered, switchedOff)
      .when({ type: 'SwitchChatNotifications', chatId: 'order-a', subscribed: true }, clara)
      .then([{ type: 'ChatNotificationsSwitched', data: { userId: 'u-clara', chatId: 'order-a', subscribed: true, occurredAt: NOW } }]);
  });

  it('given mails switched off for one chat, when another chat is asked about, then its mails are still on', () => {
    const { state } = given(userDecider, registered, switchedOff);
    expect(isSubscribedToChat(state, 'order-a')).toBe(false);
    expect(isSubscribedToChat(state, 'order-b')).toBe(true);
  });

  it('given a person who registered, switched mails off and was erased, when the stream is folded, then the switched setting is kept', () => {
    const erased: UserEvent = { type: 'UserErased', data: { userId: 'u-clara', occurredAt: NOW } };
    expect(given(userDecider, registered, switchedOff, erased).state).toMatchObject({ exists: true, chatSubscriptions: { 'order-a': false } });
  });
});

describe('a person\'s registration and erasure', () => {
  const registration = { username: 'clara', email: 'clara@example.com', firstName: 'Clara', lastName: 'Kunde', locale: 'en' as const };

  it('given nothing of a person, when they first sign in, then they are registered', () => {
    given(userDecider).when({ type: 'RegisterUser', registration }, clara).then([{ type: 'UserRegistered', data: { userId: 'u-clara', ...registration, occurredAt: NOW } }]);
  });

  it('given a registered person, when they sign in again, then nothing is recorded', () => {
    given(userDecider, registered).when({ type: 'RegisterUser', registration }, clara).then([]);
  });

  it('given a registered person, when they are erased, then the erasure is recorded', () => {
    given(userDecider, registered).when({ type: 'EraseUser' }, clara).then([{ type: 'UserErased', data: { userId: 'u-clara', occurredAt: NOW } }]);
  });

  it('given nothing of a person, when they are to be erased, then it is refused', () => {
    given(userDecider).when({ type: 'EraseUser' }, clara).thenRefuses('USER_NOT_FOUND');
  });
});
