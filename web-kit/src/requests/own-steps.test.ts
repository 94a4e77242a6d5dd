import { act, renderHook } from '@testing-library/react';
import { OWN_RELOAD_WAIT_MS, useOwnStepsOfPage } from './own-steps';

describe('the page’s own steps on its order', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const page = () => renderHook((props: { fetching: boolean }) => useOwnStepsOfPage(props.fetching), { initialProps: { fetching: false } });

  it('given a step that changed the order, then it is under way from its start until the order it changed has been loaded again', () => {
    const { result, rerender } = page();
    expect(result.current.underWay).toBe(false);
    let end = (_reloads: boolean) => undefined as void;
    act(() => void (end = result.current.steps.begin()));
    expect(result.current.underWay).toBe(true);
    act(() => end(true));
    // The reload is asked for, but the page does not show it as under way yet.
    expect(result.current.underWay).toBe(true);
    rerender({ fetching: true });
    expect(result.current.underWay).toBe(true);
    rerender({ fetching: false });
    expect(result.current.underWay).toBe(false);
  });

  it('given a step that was refused, then it is over with its answer', () => {
    const { result } = page();
    act(() => result.current.steps.begin()(false));
    expect(result.current.underWay).toBe(false);
  });

  it('given two steps at once, then the page’s steps are under way until the second has ended too', () => {
    const { result } = page();
    let first = (_reloads: boolean) => undefined as void;
    let second = (_reloads: boolean) => undefined as void;
    act(() => {
      first = result.current.steps.begin();
      second = result.current.steps.begin();
    });
    act(() => first(false));
    act(() => first(false));
    expect(result.current.underWay).toBe(true);
    act(() => second(false));
    expect(result.current.underWay).toBe(false);
  });

  it('given the reload after a step never shows as under way, then the page stops waiting for it after a while', () => {
    const { result } = page();
    act(() => result.current.steps.begin()(true));
    act(() => jest.advanceTimersByTime(OWN_RELOAD_WAIT_MS - 1));
    expect(result.current.underWay).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.underWay).toBe(false);
  });
});
