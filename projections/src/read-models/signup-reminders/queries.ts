import type { SqlClient } from '@pcbm/platform';

/** Whether an address is subscribed to the sign-up reminder. */
export async function isSubscribedToSignupReminder(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from signup_reminders where email = $1', [email]);
  return rows.length > 0;
}

/** The subscription an unsubscribe key (by its hash) belongs to, or null. */
export async function signupReminderOfKey(db: SqlClient, keyHash: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from signup_reminders where key_hash = $1', [keyHash]);
  return rows[0]?.id ?? null;
}
