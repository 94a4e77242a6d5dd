import { createContext, useContext, useEffect } from 'react';

/** Steps that write the draft after a pause register here, so that Next writes what was typed just before it. */
export interface PendingWrites {
  register(flush: () => void): () => void;
  flushAll(): void;
}

export function createPendingWrites(): PendingWrites {
  const flushers = new Set<() => void>();
  return {
    register(flush) {
      flushers.add(flush);
      return () => flushers.delete(flush);
    },
    flushAll() {
      for (const flush of flushers) flush();
    },
  };
}

export const PendingWritesContext = createContext<PendingWrites | null>(null);

/** Registers a step's flush for as long as the step is shown. */
export function usePendingWrite(flush: () => void): void {
  const writes = useContext(PendingWritesContext);
  useEffect(() => writes?.register(flush), [writes, flush]);
}
