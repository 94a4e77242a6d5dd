import { idOfStream, isStreamOf, streamIdIn } from './stream-categories';

describe('stream categories', () => {
  it('given a category and an id, then the stream id is the category, a dash and the id, and reads back', () => {
    const streamId = streamIdIn('superOrder', '6d1f-00');
    expect(streamId).toBe('superOrder-6d1f-00');
    expect(isStreamOf(streamId, 'superOrder')).toBe(true);
    expect(idOfStream(streamId, 'superOrder')).toBe('6d1f-00');
  });

  it('given a stream of another category, then it is not taken for this one', () => {
    expect(isStreamOf('user-1', 'superOrder')).toBe(false);
    expect(idOfStream('user-1', 'company')).toBeNull();
    expect(isStreamOf('shopping-1', 'shop')).toBe(false);
  });
});
