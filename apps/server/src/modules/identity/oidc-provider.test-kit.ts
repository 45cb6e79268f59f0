import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: `sub` and the claims the ID token carries. */
export interface TestUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
}

export interface TestClient {
  clientId: string;
  /** Omitted: a public client (PKCE only). */
  clientSecret?: string;
  redirectUris: string[];
}

/**
 * A real OpenID provider (oidc-provider) on a local port for the tests. Its log-in and consent
 * screens are replaced by an interaction that signs in whoever the test chose (or refuses, as a
 * person closing the popup would), so a test drives the whole flow with plain HTTP.
 */
export class TestOidcProvider {
  private user: TestUser | null = null;
  private deny = false;
  /** Everyone who signed in so far, as the provider's account store. */
  private readonly known = new Map<string, TestUser>();

  private constructor(
    readonly issuer: string,
    private readonly server: Server,
  ) {}

  static async start(clients: TestClient[]): Promise<TestOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const instance = new TestOidcProvider(issuer, server);
    const provider = new Provider(issuer, {
      clients: clients.map((client) => ({
        client_id: client.clientId,
        ...(client.clientSecret
          ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_post' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      jwks: { keys: [{ ...key, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: ['test-provider-cookie-key'] },
      findAccount: async (_ctx: unknown, sub: string) => {
        const user = instance.known.get(sub);
        return user ? { accountId: sub, claims: async () => user } : undefined;
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
      // Put the scope's claims into the ID token, as Google and Facebook do.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    });
    const handle = provider.callback();
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith('/interaction/')) void instance.interact(provider, req, res);
      else handle(req, res);
    });
    return instance;
  }

  /** The next log-in at the provider is this person. */
  signInAs(user: TestUser): void {
    this.user = user;
    this.known.set(user.sub, user);
    this.deny = false;
  }

  /** The next log-in is refused, as when the person closes the provider's window. */
  refuseNext(): void {
    this.deny = true;
  }

  private async interact(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (this.deny) {
        this.deny = false;
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'closed by the user' });
      } else if (details.prompt.name === 'login') {
        if (!this.user) throw new Error('the test chose no user');
        await provider.interactionFinished(req, res, { login: { accountId: this.user.sub } }, { mergeWithLastSubmission: false });
      } else {
        const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      }
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
