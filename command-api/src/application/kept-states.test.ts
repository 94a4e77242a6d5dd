import { KeptStates } from './kept-states';

describe('kept states', () => {
  test('given more streams than it holds, when one more is kept, then the least recently used one leaves', () => {
    const kept = new KeptStates(2);
    kept.keep('chat-a', { version: 1, state: 'a' });
    kept.keep('chat-b', { version: 1, state: 'b' });
    kept.get('chat-a');
    kept.keep('chat-c', { version: 1, state: 'c' });
    expect([kept.get('chat-a')?.state, kept.get('chat-b'), kept.get('chat-c')?.state]).toEqual(['a', undefined, 'c']);
  });

  test('given a state at a later version, when an older one arrives, then the later one stays', () => {
    const kept = new KeptStates();
    kept.keep('chat-a', { version: 3, state: 'three' });
    kept.keep('chat-a', { version: 2, state: 'two' });
    expect(kept.get('chat-a')).toEqual({ version: 3, state: 'three' });
  });
});
