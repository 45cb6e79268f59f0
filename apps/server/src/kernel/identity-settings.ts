import { z } from 'zod';

/**
 * One OpenID Connect provider of a brand. The client secret is never kept in plain text: it comes
 * from OIDC_CLIENT_SECRETS (`{"<brand>.<provider>": "…"}`) or from `clientSecretEncrypted`,
 * sealed with SETTINGS_SECRET_KEY (npm run brand -- oidc-secret). Without a secret the brand is a
 * public client and relies on PKCE alone.
 */
const oidcProvider = (issuer: string) =>
  z
    .object({
      enabled: z.boolean().default(false),
      /** The issuer identifier; its /.well-known/openid-configuration is read (discovery). */
      issuer: z.string().default(issuer),
      clientId: z.string().default(''),
      clientSecretEncrypted: z.string().default(''),
      scope: z.string().default('openid email profile'),
    })
    .prefault({});

export const socialLoginSettings = z
  .object({
    /** A first sign-in creates a member (when the brand registers people at all). */
    signUp: z.boolean().default(true),
    /** Where the provider sends the browser back, e.g. https://www.brand.ph; empty: the requested brand domain. */
    callbackBaseUrl: z.string().default(''),
    providers: z
      .object({
        facebook: oidcProvider('https://www.facebook.com'),
        google: oidcProvider('https://accounts.google.com'),
        // Telegram has no OpenID Connect issuer of its own: the operator names a bridge.
        telegram: oidcProvider(''),
      })
      .prefault({}),
  })
  .prefault({});
export type SocialLoginSettings = z.infer<typeof socialLoginSettings>;
export type OidcProviderSettings = SocialLoginSettings['providers']['google'];
