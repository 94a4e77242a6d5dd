import type { Locale } from '../accounts/account-vocabulary';
import { signupLink, signupUnsubscribeLink } from './mail-links';
import { renderMail, type MailContent } from './mail-content';

/** The reminder to finish signing up, with the link that ends the reminders by the subscription's key. */
export function signupReminderMail(input: { locale: Locale; unsubscribeKey: string; publicUrl: string }): MailContent {
  const de = input.locale === 'de';
  return renderMail({
    language: input.locale,
    subject: de ? 'Erinnerung: Registrierung abschließen' : 'Reminder: finish signing up',
    paragraphs: [
      de ? 'Guten Tag,' : 'Hello,',
      de
        ? 'Sie wollten an die Registrierung erinnert werden. Mit einem kostenlosen Konto fragen Sie Leiterplatten und Bestückung bei bis zu drei Herstellern an.'
        : 'You asked to be reminded to sign up. With a free account you can request circuit boards and their assembly from up to three producers.',
    ],
    action: { label: de ? 'Jetzt registrieren' : 'Sign up now', url: signupLink(input.publicUrl) },
    unsubscribe: [{ label: de ? 'Keine Erinnerungen mehr' : 'No more reminders', url: signupUnsubscribeLink(input.publicUrl, input.unsubscribeKey) }],
  });
}
