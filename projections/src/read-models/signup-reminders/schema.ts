/** Who asked to be reminded to finish signing up, until they unsubscribe. */
export const signupRemindersSchema: readonly string[] = [
  `create table if not exists signup_reminders (id text primary key, email text not null, locale text not null, key_hash text not null unique, created_on timestamptz not null)`,
  // Asking for a reminder (no sign-in needed) first looks the address up: without an index, every request read every
  // subscription (17-19 ms at 200,000 subscriptions, against 0.1 ms).
  `create index if not exists signup_reminders_email on signup_reminders (email)`,
];
