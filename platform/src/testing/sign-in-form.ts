import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs in on the embedded issuer's form at `issuer` (its URL, e.g. http://host/oidc) as a browser does: the form with
 * its CSRF cookie, then the name and password posted back. Returns the code it redirects with and the PKCE verifier
 * that redeems it.
 */
export async function signInOnForm(issuer: string, options: { clientId: string; redirectUri: string; username: string; password: string }): Promise<{ code: string; verifier: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await fetch(`${issuer}/auth?${query}`);
  const html = await page.text();
  const cookie = page.headers.get('set-cookie')!.split(';')[0];
  const fields = Object.fromEntries([...html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
  const signedIn = await fetch(`${issuer}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ ...fields, username: options.username, password: options.password }),
    redirect: 'manual',
  });
  const location = signedIn.headers.get('location');
  if (signedIn.status !== 302 || !location) throw new Error(`the sign-in form answered ${signedIn.status}`);
  return { code: new URL(location).searchParams.get('code')!, verifier };
}
