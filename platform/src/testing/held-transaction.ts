import type { SqlClient } from '../sql/sql-client';

/** A transaction kept open by a test until it releases it. */
export interface HeldTransaction {
  /** Lets the transaction commit, and waits until it has. */
  release(): Promise<void>;
}

/** Opens a transaction on `db`, runs `begin` in it (the locks or writes to hold), and keeps it open until released. */
export async function heldTransaction(db: SqlClient, begin: (tx: SqlClient) => Promise<unknown>): Promise<HeldTransaction> {
  let letCommit!: () => void;
  const mayCommit = new Promise<void>((resolve) => (letCommit = resolve));
  let begun!: () => void;
  const holding = new Promise<void>((resolve) => (begun = resolve));
  const transaction = db.transaction(async (tx) => {
    await begin(tx);
    begun();
    await mayCommit;
  });
  // A transaction that fails before it holds anything is reported where the test waits for it.
  await Promise.race([holding, transaction]);
  return {
    release: async () => {
      letCommit();
      await transaction;
    },
  };
}
