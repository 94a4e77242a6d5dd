import { act, renderHook } from '@testing-library/react';
import { RELOAD_ATTEMPTS, RELOAD_PAUSE_MS, RELOAD_STALLED_MS, useReloadUntilCurrent } from './use-reload-until-current';

describe('reloading an order the live updates say has changed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const page = (initial: { behind: boolean; fetching: boolean }) => {
    const reload = jest.fn();
    const hook = renderHook((props: { behind: boolean; fetching: boolean }) => useReloadUntilCurrent(reload, props.behind, props.fetching), { initialProps: initial });
    return { reload, ...hook };
  };

  it('given the reader asks to reload, when the order that comes back is current, then it is fetched once', () => {
    const { reload, result, rerender } = page({ behind: true, fetching: false });
    act(() => result.current());
    rerender({ behind: true, fetching: true });
    rerender({ behind: false, fetching: false });
    act(() => jest.advanceTimersByTime(RELOAD_PAUSE_MS * 10));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given the order that comes back is still older than the notice, when the pause passes, then it is fetched again until it is current', () => {
    const { reload, result, rerender } = page({ behind: true, fetching: false });
    act(() => result.current());
    rerender({ behind: true, fetching: true });
    rerender({ behind: true, fetching: false });
    act(() => jest.advanceTimersByTime(RELOAD_PAUSE_MS - 1));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(2);
    rerender({ behind: true, fetching: true });
    rerender({ behind: false, fetching: false });
    act(() => jest.advanceTimersByTime(RELOAD_PAUSE_MS * 10));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('given a fetch the reload asked for never shows as under way, when the pause passes, then the page asks again', () => {
    const { reload, result } = page({ behind: true, fetching: false });
    act(() => result.current());
    act(() => jest.advanceTimersByTime(RELOAD_PAUSE_MS));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('given a fetch the reader waits for stays unanswered, when it has waited long enough, then the page asks again', () => {
    const { reload, result, rerender } = page({ behind: true, fetching: false });
    act(() => result.current());
    rerender({ behind: true, fetching: true });
    act(() => jest.advanceTimersByTime(RELOAD_STALLED_MS - 1));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(2);
    rerender({ behind: false, fetching: false });
    act(() => jest.advanceTimersByTime(RELOAD_STALLED_MS * 10));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('given fetches that never answer, when every attempt is used, then the page stops asking', () => {
    const { reload, result, rerender } = page({ behind: true, fetching: false });
    act(() => result.current());
    rerender({ behind: true, fetching: true });
    for (let attempt = 0; attempt < RELOAD_ATTEMPTS + 3; attempt++) act(() => jest.advanceTimersByTime(RELOAD_STALLED_MS));
    expect(reload).toHaveBeenCalledTimes(1 + RELOAD_ATTEMPTS);
  });

  it('given the order stays behind, when every attempt is used, then the page stops and leaves the prompt to the reader', () => {
    const { reload, result } = page({ behind: true, fetching: false });
    act(() => result.current());
    for (let attempt = 0; attempt < RELOAD_ATTEMPTS + 3; attempt++) act(() => jest.advanceTimersByTime(RELOAD_PAUSE_MS));
    expect(reload).toHaveBeenCalledTimes(1 + RELOAD_ATTEMPTS);
  });

  it('given nobody asked to reload, when the order is behind, then the page does not fetch by itself', () => {
    const { reload } = page({ behind: true, fetching: false });
    act(() => jest.advanceTimersByTime(RELOAD_PAUSE_MS * 10));
    expect(reload).not.toHaveBeenCalled();
  });
});
