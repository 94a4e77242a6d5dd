import type { Principal } from '@pcbm/platform';

/** The person behind a verified bearer token. */
export type AuthenticatedUser = Principal;
