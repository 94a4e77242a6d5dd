/**
 * How many full batches a read model's catch-up (a rebuild, a backlog) commits in one transaction, so that on
 * PostgreSQL the next batch is prepared while the last one is written. Measured: BENCHMARKS.md, "Rebuilds that
 * prepare the next batch while the database writes".
 */
export const READ_MODEL_BATCHES_PER_COMMIT = 4;
