import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { errorTextOf } from './error-text';

describe('error texts', () => {
  const i18n = createI18n(KIT_STRINGS, 'de');
  const t = i18n.t.bind(i18n);
  it('given an API error with a code, when it is shown, then the code is translated', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('x', { extensions: { code: 'WRONG_PASSWORD' } })] });
    expect(errorTextOf(error, t)).toEqual({ message: 'Falsches Passwort. Bitte versuche es erneut.', reload: false });
  });
  it('given an unknown code, when it is shown, then the generic text with a reload action is given', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('x', { extensions: { code: 'SOMETHING_NEW' } })] });
    expect(errorTextOf(error, t)).toEqual({ message: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.', reload: true });
  });
  it('given a network error, when it is handled, then nothing is shown and it is only logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(errorTextOf(new CombinedError({ networkError: new Error('offline') }), t)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
  it('given both catalogues, when compared, then every code has a German and an English text', () => {
    const en = Object.keys(require('../i18n/locales/errors.en.json')).sort();
    const de = Object.keys(require('../i18n/locales/errors.de.json')).sort();
    expect(de).toEqual(en);
  });
});
