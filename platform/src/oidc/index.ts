export * from './issuer/clients';
export * from './issuer/demo-users';
export * from './issuer/embedded-issuer';
export * from './issuer/user-directory';
export * from './keycloak-admin';
export * from './principal';
export * from './token-verifier';
