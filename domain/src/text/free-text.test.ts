import { DomainError } from '../errors';
import { superOrderInputSchema } from '../ordering/order-input';
import { userProfileInputSchema } from '../accounts/account-inputs';
import { lineText, longText, nameText, requireText } from './free-text';
import { TEXT_PROBLEMS, textProblem, unstorableTextProblem } from './text-rules';

const problemsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

describe('the text rule', () => {
  test.each([
    ['NUL', 'a\u0000b', TEXT_PROBLEMS.nul],
    ['a lone high surrogate', '\ud800', TEXT_PROBLEMS.surrogate],
    ['a lone low surrogate', 'x\udc00y', TEXT_PROBLEMS.surrogate],
    ['a bell', 'ring\u0007', TEXT_PROBLEMS.control],
    ['a C1 control', 'a\u0085b', TEXT_PROBLEMS.control],
  ])('given %s, when any kind of text is checked, then it is refused', (_what, value, problem) => {
    for (const kind of ['name', 'line', 'long'] as const) expect(textProblem(value, kind)).toBe(problem);
    expect(unstorableTextProblem(value)).toBe(problem);
  });

  test('given a pair of surrogates (an emoji) and letters of many scripts, then every kind keeps them', () => {
    for (const kind of ['name', 'line', 'long'] as const) expect(textProblem('Zoë 😀 Łukasz 李 عربي', kind)).toBeNull();
  });

  test('given a newline or a tab, then a long text keeps them, a name or line refuses them, the storage floor keeps them', () => {
    expect(textProblem('line one\n\tline two', 'long')).toBeNull();
    expect(textProblem('line one\nline two', 'name')).toBe(TEXT_PROBLEMS.control);
    expect(textProblem('a\tb', 'line')).toBe(TEXT_PROBLEMS.control);
    expect(unstorableTextProblem('a\r\n\tb')).toBeNull();
  });

  test('given a right-to-left override, then names and lines refuse it and long texts keep it', () => {
    expect(textProblem('Invoice\u202Efdp.exe', 'name')).toBe(TEXT_PROBLEMS.bidi);
    expect(textProblem('a\u2066b\u2069', 'line')).toBe(TEXT_PROBLEMS.bidi);
    expect(textProblem('quoted \u202Etext', 'long')).toBeNull();
  });

  test('given a direction mark, then a name refuses it and an address line keeps it', () => {
    expect(textProblem('Name\u200F', 'name')).toBe(TEXT_PROBLEMS.bidi);
    expect(textProblem('Street\u200F 1', 'line')).toBeNull();
  });
});

describe('the text schemas', () => {
  test('given surrounding spaces, when parsed, then the text is trimmed; given Windows line ends, then a long text keeps newlines', () => {
    expect(nameText().parse('  Ada  ')).toBe('Ada');
    expect(lineText().parse(' Street 1 ')).toBe('Street 1');
    expect(longText().parse('one\r\ntwo\rthree ')).toBe('one\ntwo\nthree');
  });

  test('given a text over its length, then it is refused with the length message', () => {
    expect(nameText(3).safeParse('Anna').error?.issues[0].message).toBe('This field must be less than 3 characters');
  });

  test('given NUL in the notes of a request, then the request schema names additionalNotes', () => {
    const address = { recipient: 'A', country: 'DE', addressLine1: 'B 1', zipcode: '1', city: 'C' };
    const result = superOrderInputSchema.safeParse({ name: 'x', manufacturers: ['m'], shippingAddress: address, billingAddress: address, additionalNotes: 'a\u0000b' });
    expect(problemsOf(result)).toEqual([{ field: 'additionalNotes', message: TEXT_PROBLEMS.nul }]);
  });

  test('given an override in a first name and a lone surrogate in a social user name, then the profile schema names both fields', () => {
    const result = userProfileInputSchema.safeParse({ firstName: 'Eve\u202E', socialMedia: [{ kind: 'LINKEDIN', username: '\ud800' }] });
    expect(problemsOf(result)).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: TEXT_PROBLEMS.bidi },
        { field: 'socialMedia.0.username', message: TEXT_PROBLEMS.surrogate },
      ]),
    );
  });
});

describe('a text a command carries', () => {
  test('given a clean long text with Windows line ends, then it is kept with newlines', () => {
    expect(requireText('text', 'a\r\nb', 'long')).toBe('a\nb');
  });

  test('given NUL, then it is refused with INVALID_INPUT naming the field', () => {
    const refusal = (() => {
      try {
        requireText('reasonText', 'a\u0000', 'long');
      } catch (error) {
        return error;
      }
    })() as DomainError;
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.code).toBe('INVALID_INPUT');
    expect(refusal.details).toEqual({ problems: [{ field: 'reasonText', message: TEXT_PROBLEMS.nul }] });
  });
});
