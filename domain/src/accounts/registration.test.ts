import { emailChangeSchema, passwordChangeSchema, registrationInputSchema } from './registration';

const valid = { email: ' new.person@example.com ', firstName: 'Nora', lastName: 'Neu', password: 'correct horse', locale: 'de', acceptTerms: true };

describe('registration', () => {
  it('given a complete form, when checked, then the account data is taken with the email trimmed', () => {
    expect(registrationInputSchema.parse(valid)).toEqual({ ...valid, email: 'new.person@example.com' });
  });

  it('given a short password, when checked, then the spec’s message names the minimum', () => {
    const result = registrationInputSchema.safeParse({ ...valid, password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please use at least 10 characters']);
  });

  it('given the terms not accepted, when checked, then registration is refused with the spec’s message', () => {
    const result = registrationInputSchema.safeParse({ ...valid, acceptTerms: false });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['You must accept our terms and conditions to create an account.']);
  });

  it('given a bad email or a missing name, when checked, then each field says what is wrong', () => {
    const result = registrationInputSchema.safeParse({ ...valid, email: 'nope', firstName: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'Please enter a valid email address.'],
      ['firstName', 'This field is required.'],
    ]);
  });

  it('given a password change, when the new password is too short, then it is refused', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'demo', newPassword: 'shorter' }).success).toBe(false);
    expect(passwordChangeSchema.safeParse({ currentPassword: 'demo', newPassword: 'long enough now' }).success).toBe(true);
  });

  it('given an email change, when checked, then the new address is trimmed; a bad or overlong address says what is wrong', () => {
    expect(emailChangeSchema.parse({ newEmail: ' Nora.Neu@example.com ', currentPassword: 'demo' })).toEqual({ newEmail: 'Nora.Neu@example.com', currentPassword: 'demo' });
    const bad = emailChangeSchema.safeParse({ newEmail: 'nope', currentPassword: 'demo' });
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['newEmail', 'Please enter a valid email address.']]);
    const long = emailChangeSchema.safeParse({ newEmail: `${'a'.repeat(95)}@example.com`, currentPassword: 'demo' });
    expect(long.error?.issues.map((issue) => issue.path[0])).toEqual(['newEmail']);
    expect(emailChangeSchema.safeParse({ newEmail: 'nora@example.com', currentPassword: '' }).error?.issues.map((issue) => issue.path[0])).toEqual(['currentPassword']);
  });
});
