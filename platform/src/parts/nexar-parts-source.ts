import { partFromNexar, lowestPrices, type NexarPart } from './nexar-part-mapping';
import type { FoundPart, PartQuery, PartsSource } from './parts-source';

export interface NexarSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The identity server's token endpoint. */
  readonly identityUrl?: string;
  /** The GraphQL endpoint. */
  readonly apiUrl?: string;
}

const IDENTITY_URL = 'https://identity.nexar.com/connect/token';
const API_URL = 'https://api.nexar.com/graphql';
/** Queries per supMultiMatch request. */
const BATCH = 20;
const TIMEOUT_MS = 15_000;
/** Renew the token this long before it expires. */
const EXPIRY_MARGIN_MS = 60_000;

const MULTI_MATCH = `query PartLookup($queries: [SupPartMatchQuery!]!) {
  supMultiMatch(queries: $queries) {
    reference
    hits
    parts {
      mpn
      manufacturer { name }
      shortDescription
      category { name }
      bestImage { url creditString creditUrl }
      specs { attribute { shortname } displayValue }
      sellers { offers { prices { quantity price currency } } }
    }
  }
}`;

interface MultiMatchAnswer {
  data?: { supMultiMatch: { reference: string | null; hits: number; parts: NexarPart[] }[] | null };
  errors?: { message: string }[];
}

/**
 * The Nexar supply API (Octopart data): a client-credentials token from Nexar's identity server,
 * then one supMultiMatch query per batch of part numbers.
 */
export class NexarPartsSource implements PartsSource {
  readonly name = 'Nexar';
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly settings: NexarSettings) {}

  async findParts(queries: readonly PartQuery[]): Promise<(FoundPart | null)[]> {
    const found: (FoundPart | null)[] = [];
    for (let start = 0; start < queries.length; start += BATCH) found.push(...(await this.match(queries.slice(start, start + BATCH), start)));
    return found;
  }

  private async match(queries: readonly PartQuery[], offset: number): Promise<(FoundPart | null)[]> {
    const variables = {
      queries: queries.map((query, index) => ({ mpn: query.mpn, ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}), reference: String(offset + index), limit: 3 })),
    };
    const response = await fetch(this.settings.apiUrl ?? API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: MULTI_MATCH, variables }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401) this.token = null;
    if (!response.ok) throw new Error(`Nexar answered ${response.status} to the part lookup.`);
    const answer = (await response.json()) as MultiMatchAnswer;
    if (answer.errors?.length) throw new Error(`Nexar refused the part lookup: ${answer.errors.map((error) => error.message).join('; ')}`);
    const matches = answer.data?.supMultiMatch ?? [];
    return queries.map((query, index) => {
      const match = matches.find((candidate) => candidate.reference === String(offset + index));
      const wanted = query.manufacturer?.trim().toLowerCase();
      const parts = match?.parts ?? [];
      const part = (wanted ? parts.find((candidate) => candidate.manufacturer?.name.toLowerCase().includes(wanted)) : undefined) ?? parts[0];
      return part ? { part: partFromNexar(part), prices: lowestPrices(part) } : null;
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const response = await fetch(this.settings.identityUrl ?? IDENTITY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.settings.clientId, client_secret: this.settings.clientSecret, scope: 'supply.domain' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Nexar's identity server answered ${response.status} to the token request.`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error("Nexar's identity server sent no access token.");
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 - EXPIRY_MARGIN_MS };
    return this.token.value;
  }
}
