import { firstUnstorableText } from './text-input-check';

describe('the storage floor of every string argument', () => {
  test('given clean arguments with tabs, line breaks and emoji, then nothing is found', () => {
    expect(firstUnstorableText({ text: 'a\tb\r\nc 😀', order: { name: 'x', bulkPrices: [1, 2] }, ids: ['1', '2'] })).toBeNull();
  });

  test('given NUL in an input object, then the field is named by its path inside the object', () => {
    expect(firstUnstorableText({ user: { socialMedia: [{ kind: 'WEBSITE', username: 'a\u0000' }] } })).toEqual({ field: 'socialMedia.0.username', message: 'This field must not contain NUL characters.' });
  });

  test('given a lone surrogate in a scalar or list argument, then the argument is named', () => {
    expect(firstUnstorableText({ text: '\ud800' })?.field).toBe('text');
    expect(firstUnstorableText({ manufacturers: ['ok', '\udc00'] })?.field).toBe('manufacturers.1');
  });

  test('given JSON nested 100,000 levels with NUL at the bottom, then it is found without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    expect(firstUnstorableText({ job: deep })?.message).toBe('This field must not contain NUL characters.');
  });

  test('given an uploaded file, then it is not walked', () => {
    expect(firstUnstorableText({ file: new Blob(['\u0000']) })).toBeNull();
  });
});
