import { z } from 'zod';

/**
 * Social sign-in (spec 000 section 2, login popup: "Social login (facebook, google, telegram)
 * shows only if enabled"). Each is an OpenID Connect provider configured per brand.
 */
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const socialProvider = z.enum(SOCIAL_PROVIDERS);

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The path a social button navigates to (a full page navigation, not a fetch). */
export const socialStartPath = (provider: SocialProvider): string => `/wps/oidc/${provider}/start`;

/** A button the login popup shows: in the permission call's `socialLogin` list. */
export const socialLoginOption = z.object({
  provider: socialProvider,
  /** Navigate here (optionally with ?referralCode=…&gamingVenue=…) to sign in with this provider. */
  startPath: z.string(),
});
export type SocialLoginOption = z.infer<typeof socialLoginOption>;
export const socialLoginOptions = z.array(socialLoginOption);

/**
 * After a social sign-in the browser lands on the site with `#loginCode=…` in the fragment (success) or
 * `/login?loginError=CODE` (a code of the error catalogue). The code is exchanged once, within a
 * minute, for the log-in value with POST /wps/session/login/code.
 */
export const LOGIN_CODE_PARAM = 'loginCode';
export const LOGIN_ERROR_PARAM = 'loginError';

export const oidcStartQuery = z.object({
  /** An agent's invitation code, used when the sign-in creates a new member. */
  referralCode: z.string().trim().max(64).optional(),
  /** The outlet, required for a new member when the brand lists outlets. */
  gamingVenue: z.string().trim().max(255).optional(),
});
export type OidcStartQuery = z.infer<typeof oidcStartQuery>;

/** What the provider sends back to the callback (RFC 6749 4.1.2, RFC 9207 `iss`). */
export const oidcCallbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  iss: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});
export type OidcCallbackQuery = z.infer<typeof oidcCallbackQuery>;

/**
 * The browser calls answer with a redirect; the body repeats where to, and, on failure, the
 * catalogue code, so that a program following the flow by hand sees the same answer.
 */
export const oidcRedirectValue = z.object({ location: z.string() });

export const loginCodeRequest = z.object({ code: z.string().trim().min(1).max(128) });
export type LoginCodeRequest = z.infer<typeof loginCodeRequest>;

/**
 * POST /wps/session/handover (T): a one-time code for a page that hands the member's sign-in to
 * another tab or page (`/#loginCode=…`), in place of the old client's `?token=`. It is exchanged
 * like a social sign-in's code, once, within `expiresIn` seconds, and opens a session of its own.
 */
export const handoverValue = z.object({ code: z.string(), expiresIn: z.number().int() });
export type HandoverValue = z.infer<typeof handoverValue>;

/** GET /wps/member/info/icon: the member's avatar as an SVG data URL. */
export const memberIconValue = z.object({ icon: z.string() });
export type MemberIconValue = z.infer<typeof memberIconValue>;
