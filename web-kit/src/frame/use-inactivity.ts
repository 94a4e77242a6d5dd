import { useEffect, useRef, useState } from 'react';

/** Quiet time before the product asks whether the person is still there. */
export const INACTIVITY_ASK_MS = 30 * 60_000;
/** Time to answer before a signed-in person is signed out (shared computers). */
export const INACTIVITY_ANSWER_MS = 2 * 60_000;

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * 'active' while the person uses the page; 'asking' after INACTIVITY_ASK_MS without input;
 * 'gone' when the question stays unanswered for INACTIVITY_ANSWER_MS. `stillHere` starts again.
 */
export function useInactivity(enabled: boolean): { state: 'active' | 'asking' | 'gone'; stillHere: () => void } {
  const [state, setState] = useState<'active' | 'asking' | 'gone'>('active');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const active = state === 'active';

  useEffect(() => {
    if (!enabled && timer.current) clearTimeout(timer.current);
    if (!enabled || !active) return;
    const schedule = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setState('asking');
        timer.current = setTimeout(() => setState('gone'), INACTIVITY_ANSWER_MS);
      }, INACTIVITY_ASK_MS);
    };
    // Input counts only while nobody is being asked: the question wants an answer, not a mouse move.
    const onActivity = () => schedule();
    schedule();
    for (const name of ACTIVITY) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY) window.removeEventListener(name, onActivity);
      // While asking, the answer timer keeps running; it is cleared when the person answers or leaves.
    };
  }, [enabled, active]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { state, stillHere: () => setState('active') };
}
