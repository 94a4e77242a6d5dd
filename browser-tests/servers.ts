/** Where the browser tests' servers listen. */
export const TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 4173);
/** A second embedded server whose access tokens live TOKEN_SECONDS_OF_SESSION_SERVER seconds. */
export const SESSION_PORT = TEST_PORT + 1;
export const TOKEN_SECONDS_OF_SESSION_SERVER = 60;
/** The Keycloak realm's redirect URIs name the product's default port. */
export const KEYCLOAK_PORT = 4000;
