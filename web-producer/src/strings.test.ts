import { stringPartitionProblems } from '@pcbm/web-kit/i18n/string-partition';
import { PRODUCER_LATER_STRINGS } from './later-strings';
import { PRODUCER_STRINGS } from './all-strings';
import { PRODUCER_START_STRINGS } from './strings';

describe('the producer app’s strings', () => {
  it('given every namespace the app uses, then each is either on the first screen or loaded later, never both', () => {
    expect(stringPartitionProblems(PRODUCER_STRINGS, PRODUCER_START_STRINGS, PRODUCER_LATER_STRINGS)).toEqual({ twice: [], missing: [] });
  });
});
