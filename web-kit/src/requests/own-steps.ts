import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** How long the page waits, after one of its own steps, for the order's reload to show as under way before it stops waiting. */
export const OWN_RELOAD_WAIT_MS = 3_000;

/** The page's own steps on its order: each step says when it begins, and when it ends whether it reloads the order. */
export interface OwnSteps {
  /** Marks a step as under way; the answer ends it, `reloads` telling whether the page now loads the order again. */
  begin(): (reloads: boolean) => void;
}

const OwnStepsContext = createContext<OwnSteps | null>(null);

/** Gives the page's steps (`useOwnStep`) the page's count of its own steps. */
export const OwnStepsProvider = OwnStepsContext.Provider;

/** The page's own steps, for a step to say when it runs; nothing outside a request page. */
export function useOwnStep(): OwnSteps | null {
  return useContext(OwnStepsContext);
}

/**
 * Whether one of the page's own steps is under way: from its start until the order it changed has been loaded again
 * (`fetching` is whether the page is fetching the order). The live notice of a step's change can come before the step's
 * own answer; while a step is under way, such news is the page's own, and no reload is offered for it.
 */
export function useOwnStepsOfPage(fetching: boolean): { readonly underWay: boolean; readonly steps: OwnSteps } {
  const [running, setRunning] = useState(0);
  const [reloading, setReloading] = useState(false);
  const sawFetching = useRef(false);
  useEffect(() => {
    if (!reloading) return;
    if (fetching) sawFetching.current = true;
    else if (sawFetching.current) setReloading(false);
  }, [fetching, reloading]);
  useEffect(() => {
    if (!reloading || fetching) return;
    // A reload that never shows as under way (answered from elsewhere, or never sent) does not hide news for good.
    const timer = setTimeout(() => setReloading(false), OWN_RELOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [reloading, fetching]);
  const steps = useMemo<OwnSteps>(
    () => ({
      begin() {
        setRunning((count) => count + 1);
        let ended = false;
        return (reloads) => {
          if (ended) return;
          ended = true;
          setRunning((count) => count - 1);
          if (reloads) {
            sawFetching.current = false;
            setReloading(true);
          }
        };
      },
    }),
    [],
  );
  return { underWay: running > 0 || reloading, steps };
}
