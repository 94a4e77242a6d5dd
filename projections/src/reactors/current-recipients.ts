import { ERASED } from '@pcbm/domain';
import type { CurrentRecipients, SqlClient } from '@pcbm/platform';

const USER = 'user:';

/**
 * The address each person of the due mails has now, from the users read model: a mail recorded before its recipient
 * changed their address (here or at the identity provider) goes to the new one. Subscribers of the sign-up reminders
 * and erased people keep the address their mail was recorded with (an erasure removes their mails anyway).
 */
export function currentRecipientsOf(db: SqlClient): CurrentRecipients {
  return async (subjects) => {
    const userIds = subjects.filter((subject) => subject.startsWith(USER)).map((subject) => subject.slice(USER.length));
    if (userIds.length === 0) return new Map();
    const { rows } = await db.query<{ id: string; email: string }>('select id, email from users where id = any($1::text[])', [userIds]);
    return new Map(rows.filter((row) => row.email !== ERASED).map((row) => [`${USER}${row.id}`, row.email]));
  };
}
