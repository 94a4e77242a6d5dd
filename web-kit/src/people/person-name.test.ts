import { fullNameOf, knownText } from './person-name';

describe('a person\'s name', () => {
  it('given a first and a last name, when it is written, then both show with one space', () => {
    expect(fullNameOf(' Chris ', 'Buyer')).toBe('Chris Buyer');
  });

  it('given only a last name, when it is written, then it shows alone', () => {
    expect(fullNameOf('', 'Buyer')).toBe('Buyer');
  });

  it('given a person whose data was erased, when the name is written, then none is known rather than the erased marker', () => {
    expect(fullNameOf('[erased]', '[erased]')).toBeNull();
    expect(knownText('[erased]')).toBe('');
  });

  it('given no name at all, when it is written, then none is known', () => {
    expect(fullNameOf(null, undefined)).toBeNull();
  });
});
