/** Who asked to be reminded to finish signing up, until they unsubscribe. */
export const signupRemindersSchema: readonly string[] = [
  `create table if not exists signup_reminders (id text primary key, email text not null, locale text not null, key_hash text not null unique, created_on timestamptz not null)`,
];
