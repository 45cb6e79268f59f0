import { SOCIAL_PROVIDERS, socialStartPath, type SocialLoginOption, type SocialProvider } from '@panalo/contract/identity';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { seal, secretBoxPurposes, unseal } from './secret-box';

/** A provider a brand can use right now: enabled, complete, and with its secret at hand. */
export interface ProviderSetup {
  provider: SocialProvider;
  issuer: string;
  clientId: string;
  /** Null for a public client (PKCE only). */
  clientSecret: string | null;
  scope: string;
}

const SECRET_PURPOSE = secretBoxPurposes.brandSetting;
const secretContext = (merchantCode: string, provider: SocialProvider) => `${merchantCode}.${provider}.clientSecret`;

/** Seals a client secret for the brand settings (the brand CLI); the key is SETTINGS_SECRET_KEY. */
export function sealClientSecret(key: string, merchantCode: string, provider: SocialProvider, secret: string): string {
  if (!key) throw new Error('SETTINGS_SECRET_KEY is not set: set it, or put the secret in OIDC_CLIENT_SECRETS');
  return seal(SECRET_PURPOSE, key, secretContext(merchantCode, provider), secret);
}

function issuerAllowed(ctx: AppContext, issuer: string): boolean {
  try {
    const url = new URL(issuer);
    // Plain http only outside production: the tests' local provider, a developer's own.
    return url.protocol === 'https:' || (url.protocol === 'http:' && ctx.config.NODE_ENV !== 'production');
  } catch {
    return false;
  }
}

export function providerSetup(ctx: AppContext, merchant: Merchant, provider: SocialProvider): ProviderSetup | null {
  const settings = merchant.settings.socialLogin.providers[provider];
  if (!settings.enabled || !settings.clientId || !issuerAllowed(ctx, settings.issuer)) return null;
  const fromEnvironment = ctx.config.OIDC_CLIENT_SECRETS[`${merchant.code}.${provider}`];
  let clientSecret = fromEnvironment ?? null;
  if (clientSecret === null && settings.clientSecretEncrypted) {
    clientSecret = unseal(
      SECRET_PURPOSE,
      ctx.config.SETTINGS_SECRET_KEY,
      secretContext(merchant.code, provider),
      settings.clientSecretEncrypted,
    );
    // A secret this server cannot open (another key) would only fail at the provider: not offered.
    if (clientSecret === null) return null;
  }
  return { provider, issuer: settings.issuer, clientId: settings.clientId, clientSecret, scope: settings.scope };
}

/** The social buttons the login popup shows (the permission call's `socialLogin`). */
export function socialLoginOptions(ctx: AppContext, merchant: Merchant): SocialLoginOption[] {
  return SOCIAL_PROVIDERS.filter((provider) => providerSetup(ctx, merchant, provider) !== null).map((provider) => ({
    provider,
    startPath: socialStartPath(provider),
  }));
}
