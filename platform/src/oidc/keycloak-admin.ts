/** Keycloak's mapper that puts the API's audience into a client's access tokens, as the realm's clients have it. */
function apiAudienceMapper(audience: string) {
  return {
    name: 'api audience',
    protocol: 'openid-connect',
    protocolMapper: 'oidc-audience-mapper',
    config: { 'included.custom.audience': audience, 'access.token.claim': 'true', 'id.token.claim': 'false', 'introspection.token.claim': 'true' },
  };
}

/** The client attribute that marks a client the product made for a white-label shop (its value is the shop's hostname). */
export const SHOP_CLIENT_ATTRIBUTE = 'white-label-shop';

interface ClientRepresentation {
  readonly id: string;
  readonly attributes?: Record<string, string>;
}

/**
 * The few Keycloak admin calls the product makes, using the admin account of the master realm: it registers a public
 * sign-in client for each white-label shop in the realm, removes one a shop no longer uses, and gives a person's
 * account the email address they changed to.
 */
export class KeycloakAdmin {
  private readonly base: string;
  private readonly realm: string;

  constructor(
    issuer: string,
    private readonly username: string,
    private readonly password: string,
  ) {
    const match = /^(.*)\/realms\/([^/]+)\/?$/.exec(issuer);
    if (!match) throw new Error(`${issuer} is not a Keycloak realm URL`);
    [, this.base, this.realm] = match;
  }

  /**
   * Creates the shop's public client (code flow with PKCE, redirects to the shop's hostname, access
   * tokens naming the API's audience) unless it exists.
   */
  async ensurePublicClient(clientId: string, hostname: string, redirectUris: readonly string[], audience: string): Promise<void> {
    const { headers, clients, existing } = await this.clientsNamed(clientId);
    if (existing.length > 0) return;
    const response = await fetch(clients, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        clientId,
        publicClient: true,
        standardFlowEnabled: true,
        directAccessGrantsEnabled: false,
        redirectUris,
        webOrigins: ['+'],
        attributes: { 'pkce.code.challenge.method': 'S256', 'post.logout.redirect.uris': '+', [SHOP_CLIENT_ATTRIBUTE]: hostname },
        protocolMappers: [apiAudienceMapper(audience)],
      }),
    });
    if (!response.ok && response.status !== 409) throw new Error(`Keycloak refused to create client ${clientId} (${response.status})`);
  }

  /**
   * Removes a client the product made for a white-label shop (marked with {@link SHOP_CLIENT_ATTRIBUTE}); a client
   * made otherwise, such as the apps' own or one made by hand, stays. Answers whether a client was removed.
   */
  async removeShopClient(clientId: string): Promise<boolean> {
    const { headers, clients, existing } = await this.clientsNamed(clientId);
    const made = existing.filter((client) => client.attributes?.[SHOP_CLIENT_ATTRIBUTE]);
    for (const client of made) {
      const response = await fetch(`${clients}/${encodeURIComponent(client.id)}`, { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404) throw new Error(`Keycloak refused to remove client ${clientId} (${response.status})`);
    }
    return made.length > 0;
  }

  /**
   * Gives a person's account in the realm another email address, not verified by Keycloak yet; the username stays.
   * The account is the one whose id is the `sub` of the person's tokens, which is the product's user id. Answers false
   * when Keycloak refuses the address as another account's (409).
   */
  async setUserEmail(userId: string, email: string): Promise<boolean> {
    const headers = await this.adminHeaders();
    const user = `${this.realmAdmin}/users/${encodeURIComponent(userId)}`;
    const current = await fetch(user, { headers });
    if (!current.ok) throw new Error(`Keycloak refused to read user ${userId} (${current.status})`);
    // The whole account goes back with the new address, so nothing else of it changes.
    const account = (await current.json()) as Record<string, unknown>;
    const response = await fetch(user, { method: 'PUT', headers, body: JSON.stringify({ ...account, email, emailVerified: false }) });
    if (response.status === 409) return false;
    if (!response.ok) throw new Error(`Keycloak refused to change the email address of user ${userId} (${response.status})`);
    return true;
  }

  private get realmAdmin(): string {
    return `${this.base}/admin/realms/${encodeURIComponent(this.realm)}`;
  }

  private async adminHeaders(): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await this.adminToken()}`, 'content-type': 'application/json' };
  }

  private async clientsNamed(clientId: string) {
    const headers = await this.adminHeaders();
    const clients = `${this.realmAdmin}/clients`;
    const response = await fetch(`${clients}?clientId=${encodeURIComponent(clientId)}`, { headers });
    if (!response.ok) throw new Error(`Keycloak refused to list client ${clientId} (${response.status})`);
    return { headers, clients, existing: (await response.json()) as ClientRepresentation[] };
  }

  private async adminToken(): Promise<string> {
    const response = await fetch(`${this.base}/realms/master/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: this.username, password: this.password }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error('The Keycloak admin sign-in failed');
    return body.access_token;
  }
}
