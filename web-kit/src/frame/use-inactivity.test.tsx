import { act, fireEvent, renderHook } from '@testing-library/react';
import { INACTIVITY_ANSWER_MS, INACTIVITY_ASK_MS, useInactivity } from './use-inactivity';

describe('asking whether a signed-in person is still there', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('given no input for the quiet time, when it passes, then the person is asked; no answer means gone', () => {
    const { result } = renderHook(() => useInactivity(true));
    act(() => jest.advanceTimersByTime(INACTIVITY_ASK_MS - 1));
    expect(result.current.state).toBe('active');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toBe('asking');
    act(() => jest.advanceTimersByTime(INACTIVITY_ANSWER_MS));
    expect(result.current.state).toBe('gone');
  });

  it('given typing now and then, when the quiet time would have passed, then nobody is asked', () => {
    const { result } = renderHook(() => useInactivity(true));
    act(() => jest.advanceTimersByTime(INACTIVITY_ASK_MS - 1000));
    act(() => {
      fireEvent.keyDown(window, { key: 'a' });
    });
    act(() => jest.advanceTimersByTime(INACTIVITY_ASK_MS - 1000));
    expect(result.current.state).toBe('active');
  });

  it('given the question, when the person answers, then the answer time stops and the quiet time starts again', () => {
    const { result } = renderHook(() => useInactivity(true));
    act(() => jest.advanceTimersByTime(INACTIVITY_ASK_MS));
    act(() => result.current.stillHere());
    act(() => jest.advanceTimersByTime(INACTIVITY_ANSWER_MS));
    expect(result.current.state).toBe('active');
  });

  it('given a visitor who is not signed in, when time passes, then nobody is asked', () => {
    const { result } = renderHook(() => useInactivity(false));
    act(() => jest.advanceTimersByTime(INACTIVITY_ASK_MS * 2));
    expect(result.current.state).toBe('active');
  });
});
