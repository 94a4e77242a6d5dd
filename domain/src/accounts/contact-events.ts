import { z } from 'zod';
import { streamIdIn } from '../events/stream-categories';
import { lineText, longText, nameText } from '../text/free-text';
import { LOCALES, type Locale } from './account-vocabulary';

/** The contact form: name and email required. */
export const contactFeedbackSchema = z.object({
  title: lineText(100).optional(),
  name: nameText(100).min(1, 'This field is required.'),
  email: z.string().trim().email('Please enter a valid email address.'),
  message: longText(2500).default(''),
});
export type ContactFeedback = z.output<typeof contactFeedbackSchema>;

export const signupReminderSchema = z.object({ email: z.string().trim().toLowerCase().email('Please enter a valid email address.'), locale: z.enum(LOCALES) });

/** Events of `signupReminder-<id>` and `feedback-<id>` streams. */
export type ContactEvent =
  | {
      type: 'SignupReminderSubscribed';
      /** The unsubscribe key travels sealed with the address, for the reminder mail's link; `keyHash` finds the subscription. */
      data: { subscriptionId: string; email: string; unsubscribeKey: string; locale: Locale; keyHash: string; occurredAt: string };
    }
  | { type: 'SignupReminderUnsubscribed'; data: { subscriptionId: string; occurredAt: string } }
  | { type: 'ContactFeedbackReceived'; data: { feedbackId: string; feedback: ContactFeedback; occurredAt: string } };

export const CONTACT_EVENT_VERSIONS: Record<ContactEvent['type'], number> = {
  SignupReminderSubscribed: 1,
  SignupReminderUnsubscribed: 1,
  ContactFeedbackReceived: 1,
};

export const signupReminderStreamId = (id: string) => streamIdIn('signupReminder', id);
export const feedbackStreamId = (id: string) => streamIdIn('feedback', id);
