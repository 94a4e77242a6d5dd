import { createActor } from 'xstate';
import { guardedMachine } from './guarded-machine';

type DoorState = 'closed' | 'open' | 'locked' | 'removed';
type DoorEvent = 'OPEN' | 'CLOSE' | 'LOCK' | 'UNLOCK' | 'REMOVE';

const door = guardedMachine<DoorState, DoorEvent>({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open', LOCK: 'locked', REMOVE: 'removed' } },
    open: { on: { CLOSE: 'closed', REMOVE: 'removed' } },
    locked: { on: { UNLOCK: 'closed' } },
    removed: { type: 'final' },
  },
});

describe('a guarded machine', () => {
  it('given a state, when asked about an event it takes, then it allows it and names the state it leads to', () => {
    expect(door.allows('closed', 'OPEN')).toBe(true);
    expect(door.next('closed', 'OPEN')).toBe('open');
    expect(door.next('locked', 'UNLOCK')).toBe('closed');
    expect(door.next('open', 'REMOVE')).toBe('removed');
  });

  it('given a state, when asked about an event it does not take, then it refuses it and the state stays', () => {
    expect(door.allows('open', 'LOCK')).toBe(false);
    expect(door.next('open', 'LOCK')).toBe('open');
    expect(door.allows('locked', 'OPEN')).toBe(false);
    expect(door.next('locked', 'OPEN')).toBe('locked');
  });

  it('given a final state, when asked about any event, then nothing is allowed and the state stays', () => {
    for (const event of ['OPEN', 'CLOSE', 'LOCK', 'UNLOCK', 'REMOVE'] as const) {
      expect(door.allows('removed', event)).toBe(false);
      expect(door.next('removed', event)).toBe('removed');
    }
  });

  it('given an event leading back to the same state, when taken, then it is allowed and the state stays', () => {
    const counter = guardedMachine<'counting', 'TICK' | 'STOP'>({ id: 'counter', initial: 'counting', states: { counting: { on: { TICK: 'counting' } } } });
    expect(counter.allows('counting', 'TICK')).toBe(true);
    expect(counter.next('counting', 'TICK')).toBe('counting');
    expect(counter.allows('counting', 'STOP')).toBe(false);
  });

  it('given the same question asked again, when answered, then the answer is the same as the first time', () => {
    for (let round = 0; round < 2; round++) {
      expect([door.allows('closed', 'LOCK'), door.next('closed', 'LOCK'), door.allows('locked', 'LOCK'), door.next('locked', 'LOCK')]).toEqual([true, 'locked', false, 'locked']);
    }
  });

  it('starts in its initial state', () => {
    expect(createActor(door.machine).getSnapshot().value).toBe('closed');
  });
});
