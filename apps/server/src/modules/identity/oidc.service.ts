import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@panalo/contract/constants';
import {
  isSocialProvider,
  LOGIN_CODE_PARAM,
  type OidcCallbackQuery,
  type OidcStartQuery,
  type SocialProvider,
} from '@panalo/contract/identity';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { HOUR, MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import type { Merchant } from '../../kernel/merchant';
import type { ClientInfo } from '../../kernel/caller';
import { issueLoginCode } from './login-code.service';
import { authorizationUrl, discover, exchangeCode, newChecks, type AuthorizationChecks } from './oidc-client';
import { providerSetup, type ProviderSetup } from './oidc-providers';
import { consumeState, deleteExpiredStates, insertState } from './oidc-state.repository';
import { seal, secretBoxPurposes, unseal } from './secret-box';
import { invitation, socialMember } from './social-member';

/** What a started sign-in keeps, sealed with the browser's binding (see browser-binding.ts). */
interface StartedSignIn extends AuthorizationChecks {
  redirectUri: string;
  referralCode?: string;
  gamingVenue?: string;
  language: Language;
}

function usableProvider(ctx: AppContext, merchant: Merchant, name: string): ProviderSetup {
  const setup = isSocialProvider(name) ? providerSetup(ctx, merchant, name) : null;
  if (!setup) throw new AppError('SOCIAL_LOGIN_DISABLED');
  return setup;
}

/** Outside failures (provider down, refused exchange, bad token) are logged here and told as one code. */
async function atProvider<T>(log: FastifyBaseLogger, provider: string, step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn(
      { provider, step, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
      'social sign-in failed',
    );
    throw new AppError('SOCIAL_LOGIN_FAILED');
  }
}

/**
 * GET /wps/oidc/:provider/start: discovery, then the authorization code flow with PKCE, state
 * and nonce. Answers the provider's authorization address to send the browser to.
 */
export async function startSocialSignIn(
  ctx: AppContext,
  merchant: Merchant,
  input: { provider: string; query: OidcStartQuery; binding: string; callbackBase: string; language: Language },
  log: FastifyBaseLogger,
): Promise<string> {
  const setup = usableProvider(ctx, merchant, input.provider);
  // A wrong invitation code is told now, not after the round trip to the provider.
  if (input.query.referralCode) await invitation(ctx, merchant, input.query.referralCode);
  const configuration = await atProvider(log, setup.provider, 'discovery', () => discover(ctx, setup));

  const checks = newChecks();
  const started: StartedSignIn = {
    ...checks,
    redirectUri: `${input.callbackBase}/wps/oidc/${setup.provider}/callback`,
    referralCode: input.query.referralCode || undefined,
    gamingVenue: input.query.gamingVenue || undefined,
    language: input.language,
  };
  const id = sha256(checks.state);
  const now = ctx.clock.now();
  await deleteExpiredStates(ctx.db, now - HOUR);
  await insertState(ctx.db, {
    id,
    merchantId: merchant.id,
    provider: setup.provider,
    sealed: seal(secretBoxPurposes.signIn, input.binding, id, JSON.stringify(started)),
    now,
    expiresAt: now + ctx.config.OIDC_STATE_MINUTES * MINUTE,
  });
  return (await authorizationUrl(configuration, setup, started.redirectUri, checks)).href;
}

/** The started sign-in this callback belongs to: used up at once, and only in the browser that started it. */
async function takeStartedSignIn(
  ctx: AppContext,
  merchant: Merchant,
  provider: SocialProvider,
  state: string | undefined,
  binding: string | null,
): Promise<StartedSignIn> {
  if (!state) throw new AppError('SOCIAL_LOGIN_STATE_INVALID');
  const id = sha256(state);
  const sealed = await consumeState(ctx.db, id, merchant.id, provider, ctx.clock.now());
  const plain = sealed && binding ? unseal(secretBoxPurposes.signIn, binding, id, sealed) : null;
  if (!plain) throw new AppError('SOCIAL_LOGIN_STATE_INVALID');
  return JSON.parse(plain) as StartedSignIn;
}

/**
 * GET /wps/oidc/:provider/callback: checks the state, exchanges the code (PKCE, nonce, ID token
 * signature, issuer and audience are checked by openid-client), finds or creates the linked
 * member and answers the site address carrying a one-time login code.
 */
export async function finishSocialSignIn(
  ctx: AppContext,
  input: { merchant: Merchant; provider: string; query: OidcCallbackQuery; rawQuery: string; binding: string | null; client: ClientInfo },
  log: FastifyBaseLogger,
): Promise<string> {
  const { merchant } = input;
  if (!isSocialProvider(input.provider)) throw new AppError('SOCIAL_LOGIN_DISABLED');
  const started = await takeStartedSignIn(ctx, merchant, input.provider, input.query.state, input.binding);
  if (input.query.error) throw new AppError(input.query.error === 'access_denied' ? 'SOCIAL_LOGIN_CANCELLED' : 'SOCIAL_LOGIN_FAILED');
  const setup = usableProvider(ctx, merchant, input.provider);

  const configuration = await atProvider(log, setup.provider, 'discovery', () => discover(ctx, setup));
  const currentUrl = new URL(started.redirectUri);
  currentUrl.search = input.rawQuery;
  const claims = await atProvider(log, setup.provider, 'code exchange', () => exchangeCode(configuration, currentUrl, started));
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 255 ? value : undefined);

  const memberId = await socialMember(ctx, {
    merchant,
    client: input.client,
    details: started,
    identity: {
      provider: setup.provider,
      issuer: configuration.serverMetadata().issuer,
      subject: claims.sub,
      email: text(claims.email) ?? null,
      emailVerified: claims.email_verified === true,
      preferredUsername: text(claims.preferred_username),
      name: text(claims.name),
    },
  });
  const code = await issueLoginCode(ctx, merchant.id, memberId, setup.provider);
  // In the fragment: browsers never send it, so the code stays out of every request log.
  return `/#${LOGIN_CODE_PARAM}=${code}`;
}
