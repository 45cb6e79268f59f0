import * as client from 'openid-client';
import type { AppContext } from '../../app-context';
import { MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import type { ProviderSetup } from './oidc-providers';

/**
 * openid-client v6 behind three calls. Discovery documents are kept for ten minutes per process
 * (they change rarely; a failed discovery is not kept, so the next sign-in tries again).
 */
const DISCOVERY_TTL = 10 * MINUTE;
const TIMEOUT_SECONDS = 10;

export async function discover(ctx: AppContext, setup: ProviderSetup): Promise<client.Configuration> {
  const cache = ctx.caches.oidcConfigurations;
  const key = sha256(`${setup.issuer}|${setup.clientId}|${setup.clientSecret ?? ''}`);
  const now = ctx.clock.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.configuration;
  const issuer = new URL(setup.issuer);
  const configuration = await client.discovery(
    issuer,
    setup.clientId,
    setup.clientSecret ?? undefined,
    setup.clientSecret ? undefined : client.None(),
    // providerSetup allowed plain http only outside production.
    { timeout: TIMEOUT_SECONDS, ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}) },
  );
  cache.set(key, { configuration, until: now + DISCOVERY_TTL });
  return configuration;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(
  configuration: client.Configuration,
  setup: ProviderSetup,
  redirectUri: string,
  checks: AuthorizationChecks,
): Promise<URL> {
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: setup.scope,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** The verified ID token's claims: the code is exchanged with PKCE, state and nonce checked. */
export async function exchangeCode(configuration: client.Configuration, currentUrl: URL, checks: AuthorizationChecks) {
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return claims;
}

export const newChecks = (): AuthorizationChecks => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});
