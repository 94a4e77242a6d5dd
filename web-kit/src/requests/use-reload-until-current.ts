import { useCallback, useEffect, useState } from 'react';

/** How many more times the page fetches the order by itself after the reader asked, while it is still behind. */
export const RELOAD_ATTEMPTS = 5;
/** The pause before each of those fetches: the read model the page reads usually catches up within it. */
export const RELOAD_PAUSE_MS = 700;
/** How long a fetch the reader is waiting for may stay unanswered before the page asks again. */
export const RELOAD_STALLED_MS = 4_000;

/**
 * The reload the reload prompt offers. The prompt promises what a live notice told of; when the order that comes
 * back is still older than that notice (the read model the page reads trails the notice, or the fetch was answered
 * with a request already under way), the page fetches again by itself a few times instead of leaving the reader with
 * the prompt and the old order. A fetch that stays unanswered is asked again too: asking again drops the old request,
 * so one lost answer does not leave the reader waiting for good. `behind` is whether the shown order is older than the
 * newest notice; `fetching` whether a fetch of it is under way.
 */
export function useReloadUntilCurrent(reload: () => void, behind: boolean, fetching: boolean): () => void {
  const [attemptsLeft, setAttemptsLeft] = useState(0);
  useEffect(() => {
    if (attemptsLeft === 0) return;
    if (!fetching && !behind) {
      setAttemptsLeft(0);
      return;
    }
    const timer = setTimeout(
      () => {
        setAttemptsLeft((left) => Math.max(0, left - 1));
        reload();
      },
      fetching ? RELOAD_STALLED_MS : RELOAD_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [attemptsLeft, behind, fetching, reload]);
  return useCallback(() => {
    setAttemptsLeft(RELOAD_ATTEMPTS);
    reload();
  }, [reload]);
}
