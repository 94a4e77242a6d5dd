import { formatDateTime, passedTime } from './time';

describe('times', () => {
  const at = new Date('2026-03-05T15:07:00Z');
  it('given German, when a time is written, then it uses the 24-hour clock', () => {
    expect(formatDateTime(at, 'de')).toMatch(/\d{2}:07/);
    expect(formatDateTime(at, 'de')).not.toMatch(/PM|pm/);
  });
  it('given English, when a time is written, then it uses the 12-hour clock', () => {
    expect(formatDateTime(at, 'en')).toMatch(/pm|PM/);
  });
  it('given moments in the past, when the passed time is named, then the label fits the distance', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    expect(passedTime(new Date(now.getTime() - 10_000), now)).toEqual({ key: 'justNow', count: 0 });
    expect(passedTime(new Date(now.getTime() - 5 * 60_000), now)).toEqual({ key: 'minutes', count: 5 });
    expect(passedTime(new Date(now.getTime() - 3 * 3_600_000), now)).toEqual({ key: 'hours', count: 3 });
    expect(passedTime(new Date(now.getTime() - 2 * 86_400_000), now)).toEqual({ key: 'days', count: 2 });
    expect(passedTime(new Date(now.getTime() - 15 * 86_400_000), now)).toEqual({ key: 'weeks', count: 2 });
  });
});
