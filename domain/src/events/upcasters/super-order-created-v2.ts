import type { Upcaster } from './upcaster';

/**
 * SuperOrderCreated v3 keeps what the server's design-data check warned about. Requests of v2 were
 * not checked on the server, so they carry no warnings.
 */
export const superOrderCreatedV2ToV3: Upcaster = (data) => ({ ...data, warnings: [] });
