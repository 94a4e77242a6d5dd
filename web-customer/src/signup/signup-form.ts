import { PASSWORD_MIN_LENGTH, registrationInputSchema } from '@pcbm/domain/accounts/registration';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';

/** The sign-up form: the domain's registration rules, how the person orders, and the password typed twice. */
export const signUpFormSchema = registrationInputSchema
  .extend({
    orderAs: z.enum(['INDIVIDUAL', 'COMPANY']),
    confirmation: z.string(),
  })
  .refine((form) => form.password === form.confirmation, { path: ['confirmation'], message: 'The passwords do not match.' });

export type SignUpForm = z.input<typeof signUpFormSchema>;
export type ValidSignUpForm = z.output<typeof signUpFormSchema>;

/** The string key (and values) of a field's problem. */
export function signUpErrorKey(field: keyof SignUpForm, error: FieldError | undefined): { key: string; values?: Record<string, unknown> } | undefined {
  if (!error) return undefined;
  switch (field) {
    case 'email':
      return error.type === 'too_big' ? { key: 'errors.tooLong', values: { max: 100 } } : { key: 'errors.email' };
    case 'password':
      return error.type === 'too_big' ? { key: 'errors.tooLong', values: { max: 200 } } : { key: 'errors.password', values: { min: PASSWORD_MIN_LENGTH } };
    case 'confirmation':
      return { key: 'errors.confirmation' };
    case 'acceptTerms':
      return { key: 'errors.terms' };
    default:
      return error.type === 'too_big' ? { key: 'errors.tooLong', values: { max: 100 } } : { key: 'errors.required' };
  }
}
