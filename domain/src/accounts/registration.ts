import { z } from 'zod';
import { nameText } from '../text/free-text';
import { emailSchema } from './account-inputs';
import { LOCALES } from './account-vocabulary';

/** The shortest password the product accepts. */
export const PASSWORD_MIN_LENGTH = 10;
/** Longer passwords are refused before they are hashed, so that hashing stays cheap for anyone. */
export const PASSWORD_MAX_LENGTH = 200;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Please use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `This field must be less than ${PASSWORD_MAX_LENGTH} characters`);

const requiredName = nameText(100).min(1, 'This field is required.');

/** The email address of an account, at registration and when it is changed. */
export const accountEmailSchema = emailSchema.max(100, 'This field must be less than 100 characters');

/** The current password, given to confirm a change of the account. */
const currentPasswordSchema = z.string().min(1, 'This field is required.').max(PASSWORD_MAX_LENGTH);

/** A new account: private person or company (the company is created or joined after the first sign-in). */
export const registrationInputSchema = z.object({
  email: accountEmailSchema,
  firstName: requiredName,
  lastName: requiredName,
  password: passwordSchema,
  locale: z.enum(LOCALES).default('en'),
  acceptTerms: z.literal(true, { error: () => 'You must accept our terms and conditions to create an account.' }),
});
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/** A password change: the current password and a new one of the password rules. */
export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

/** An email change: the new address and the current password. */
export const emailChangeSchema = z.object({
  newEmail: accountEmailSchema,
  currentPassword: currentPasswordSchema,
});
