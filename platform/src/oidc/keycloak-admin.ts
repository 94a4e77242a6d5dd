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
 * The few Keycloak admin calls the product makes: it registers a public sign-in client for each
 * white-label shop in the realm, and removes one a shop no longer uses, using the admin account of the master realm.
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

  private async clientsNamed(clientId: string) {
    const token = await this.adminToken();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const clients = `${this.base}/admin/realms/${encodeURIComponent(this.realm)}/clients`;
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
