import { stringPartitionProblems } from '@pcbm/web-kit/i18n/string-partition';
import { CUSTOMER_LATER_STRINGS } from './later-strings';
import { CUSTOMER_STRINGS } from './all-strings';
import { CUSTOMER_START_STRINGS } from './strings';

describe('the customer app’s strings', () => {
  it('given every namespace the app uses, then each is either on the first screen or loaded later, never both', () => {
    expect(stringPartitionProblems(CUSTOMER_STRINGS, CUSTOMER_START_STRINGS, CUSTOMER_LATER_STRINGS)).toEqual({ twice: [], missing: [] });
  });

  it('given the first screen, then it carries only the wizard and its upload step', () => {
    expect(Object.keys(CUSTOMER_START_STRINGS)).toEqual(['wizard', 'upload']);
  });
});
