import { LEGACY_DEFAULT_PASSWORD, toLanguage } from '@panalo/contract/constants';
import { screenMember } from '../restricted/restricted.service';
import { isAgentType, isTrialType, MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { LoginRequest, LoginValue, LoginVerifyRequest, PasswordChangeReason } from '@panalo/contract/session';
import type { Language } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import type { Executor, Tx } from '../../db/executor';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import { refuseOnBreak } from '../../kernel/play-restrictions';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { newToken, readableCode, sha256 } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import { checkCaptcha } from '../captcha/captcha.service';
import { requireHumanCheck } from '../human-check/human-check.service';
import type { AuthenticatedSession, Caller, ClientInfo, Visitor } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { toMemberInfo } from '../member/member-info';
import { limitNewSession } from '../play-limits/play-limit-guards';
import { memberInfoOf } from '../member/member.service';
import { createMember } from '../member/member-creation';
import { checkPassword, findMemberWithCredentials, markLoggedIn, recordMemberDevice } from '../member/member-credentials';
import { recordLoginAttempt } from './login-attempts.repository';
import { useChallenge } from './login-challenge.repository';
import { checkNewIpCode, requireKnownIpOrCode, type CodeSenders } from './new-ip-verification';
import { admitLogin, clearLoginAttempts, forgetStaleLoginAttempts, settleLoginFailure, settleLoginSuccess } from './login-guard';
import {
  findSessionByTokenHash,
  insertSession,
  recordMemberIp,
  touchSession,
  type SessionRecord,
  liveSessionCondition,
} from './session.repository';
import { revokeOtherSessions, revokeSession } from '../../kernel/session-ending.repository';
import { recordMissionLogin } from '../missions/mission-progress';

/** Opens a session in the given transaction and returns its token (only its hash is stored). */
export async function openSession(
  ctx: AppContext,
  tx: Executor,
  member: { id: number; merchantId: number },
  client: ClientInfo,
  scope: 'withdraw' | null = null,
): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await insertSession(tx, {
    scope,
    memberId: member.id,
    merchantId: member.merchantId,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent,
    now,
    expiresAt: now + ctx.config.SESSION_ABSOLUTE_HOURS * HOUR,
  });
  return token;
}

/** One password check of a log-in: who is trying, from where, and whether the next try needs a captcha. */
interface LoginTry {
  merchant: Merchant;
  username: string;
  password: string;
  client: ClientInfo;
  captchaNext: boolean;
  withdrawOnly?: boolean;
}

async function failLogin(ctx: AppContext, attempt: LoginTry, memberId: number | null, reason: string): Promise<never> {
  const { merchant, username, client, captchaNext } = attempt;
  const merchantId = merchant.id;
  await recordLoginAttempt(ctx.db, { merchantId, username, memberId, ip: client.ip, success: false, reason, at: ctx.clock.now() });
  throw new AppError('INVALID_CREDENTIALS', { captcha: captchaNext });
}

/**
 * Why the member must change the password before playing, or null: the legacy default was typed,
 * an operator gave the account a password its owner must replace, or it is older than
 * PASSWORD_MAX_AGE_DAYS while the brand forces expiry. `typed` is null when the member proved
 * themselves another way (an SMS code).
 */
export function passwordChangeReason(
  ctx: AppContext,
  merchant: Merchant,
  typed: string | null,
  credentials: { password_changed_at: number; must_change: number },
): PasswordChangeReason | null {
  if (typed === LEGACY_DEFAULT_PASSWORD) return 'default';
  if (credentials.must_change === 1) return 'assigned';
  const maxAgeDays = ctx.config.PASSWORD_MAX_AGE_DAYS;
  const forced = merchant.whitelabel.modules.forcedPasswordExpiryChange === 1;
  return forced && maxAgeDays > 0 && ctx.clock.now() - credentials.password_changed_at > maxAgeDays * DAY ? 'expired' : null;
}

/** Whether the member must change the password before playing (see passwordChangeReason). */
export function passwordMustChange(...args: Parameters<typeof passwordChangeReason>): boolean {
  return passwordChangeReason(...args) !== null;
}

/**
 * Logs a member in whose proof (password, SMS code, social sign-in) has been checked: records the
 * success, notes a new IP in the audit log, and opens the session, all in one transaction; `within`
 * adds the caller's own writes to it (spending an SMS code, a new password). Every log-in goes
 * through here. `proof` names it in the log-in record (default 'ok') and the new-IP audit entry.
 */
export async function openMemberSession(
  ctx: AppContext,
  {
    merchant,
    client,
    member,
    ...options
  }: Visitor & {
    member: { id: number; username: string; last_login_at: number | null };
    passwordExpired: boolean;
    passwordChangeReason?: PasswordChangeReason | null;
    within?: (tx: Tx, now: number) => Promise<void>;
    proof?: { reason: string; detail: Record<string, unknown> };
    /** A self-excluded member asks for a withdraw-only session (play-restrictions.ts). */
    withdrawOnly?: boolean;
  },
): Promise<LoginValue> {
  // Whatever the proof: a person on the restricted-persons list may not play (spec 000), so no session opens.
  await screenMember(ctx, merchant, member.id, { stage: 'login', ip: client.ip });
  const now = ctx.clock.now();
  // A time-out or self-exclusion refuses every proof here, after it was checked, so the refusal
  // tells only the account's owner why.
  const withdrawOnly = await refuseOnBreak(ctx.db, member.id, now, options.withdrawOnly === true);
  const token = await ctx.db.transaction().execute(async (tx) => {
    await options.within?.(tx, now);
    await recordLoginAttempt(tx, {
      merchantId: merchant.id,
      username: member.username,
      memberId: member.id,
      ip: client.ip,
      success: true,
      reason: options.proof?.reason ?? 'ok',
      at: now,
    });
    await clearLoginAttempts(tx, { merchantId: merchant.id, username: member.username, ip: client.ip });
    const newIp = await recordMemberIp(tx, member.id, client.ip, now);
    if (client.deviceId) await recordMemberDevice(tx, member.id, client.deviceId, now);
    if (newIp && member.last_login_at !== null) {
      await appendAudit(tx, {
        merchantId: merchant.id,
        actorMemberId: member.id,
        action: 'session.login_new_ip',
        subjectType: 'member',
        subjectId: member.id,
        ip: client.ip,
        detail: { userAgent: client.userAgent, ...options.proof?.detail },
        at: now,
      });
    }
    await markLoggedIn(tx, member.id, now);
    // A log-in is a mission event (LOGIN_DAYS), counted in the log-in's own transaction; a
    // self-excluded member's withdraw-only session is not play.
    if (!withdrawOnly) await recordMissionLogin(ctx, tx, { merchantId: merchant.id, memberId: member.id, at: now });
    const opened = await openSession(ctx, tx, { id: member.id, merchantId: merchant.id }, client, withdrawOnly ? 'withdraw' : null);
    // The member's own session time limit ends this session (responsible gaming).
    await limitNewSession(ctx, tx, member.id);
    return opened;
  });
  await forgetStaleLoginAttempts(ctx);

  return {
    token,
    firstTimeLogin: member.last_login_at === null,
    passwordExpired: options.passwordExpired,
    passwordChangeReason: options.passwordExpired ? (options.passwordChangeReason ?? null) : null,
    ...(withdrawOnly ? { withdrawOnly: true } : {}),
    userInfo: await memberInfoOf(ctx, member.id),
  };
}

/** Refusals that come only after a right password: they count as a success for the attempt counters. */
const PASSWORD_PROVEN = new Set(['LOGIN_VERIFICATION_REQUIRED', 'RG_TIME_OUT', 'RG_SELF_EXCLUDED']);

/**
 * Username and password log-in. Each password check is reserved first (login-guard.ts): after
 * three failures for the account or the IP a captcha is needed, and too many captcha-backed
 * failures lock the account for five minutes; the brand's IP lock counts failures from one IP
 * across accounts. Staff accounts cannot log in here. A log-in from an IP the member never used is
 * recorded in the audit log.
 */
export async function login(
  ctx: AppContext,
  { merchant, client, form: input, language = 'EN', senders }: Visitor & { form: LoginRequest; language?: Language; senders?: CodeSenders },
): Promise<LoginValue> {
  const username = input.username.trim().toLowerCase();
  const password = input.password.trim();
  if (!username || !password) throw new AppError('CREDENTIALS_REQUIRED');
  await requireHumanCheck(ctx, merchant, 'login', input.humanCheck);

  const subject = { merchantId: merchant.id, username, ip: client.ip };
  const ticket = await admitLogin(ctx, subject, merchant.settings.security.ipLock, () =>
    checkCaptcha(ctx, merchant.id, input.captchaId, input.captcha),
  );
  try {
    const value = await checkPasswordAndOpen(
      ctx,
      { merchant, username, password, client, captchaNext: ticket.captchaNext, withdrawOnly: input.withdrawOnly === true },
      language,
      senders,
    );
    await settleLoginSuccess(ctx, ticket);
    return value;
  } catch (error) {
    if (error instanceof AppError && PASSWORD_PROVEN.has(error.code)) {
      // The password was right; the session waits for the new-IP code, or a break keeps it shut.
      await clearLoginAttempts(ctx.db, subject);
      await settleLoginSuccess(ctx, ticket);
      throw error;
    }
    // A success cleared the counters; anything else keeps this attempt counted.
    await settleLoginFailure(ctx, ticket);
    throw error;
  }
}

async function checkPasswordAndOpen(ctx: AppContext, attempt: LoginTry, language: Language, senders?: CodeSenders): Promise<LoginValue> {
  const { merchant, username, password, client } = attempt;
  const checked = await checkPassword(ctx.db, merchant.id, username, password);
  if (!checked.ok) return failLogin(ctx, attempt, checked.memberId, checked.reason);
  const { member } = checked;
  refuseUnlessActiveMember(member);
  // Before a new-IP code goes out: a member on a break gets the refusal, not a code.
  await refuseOnBreak(ctx.db, member.id, ctx.clock.now(), attempt.withdrawOnly === true);
  const reason = passwordChangeReason(ctx, merchant, password, member);
  if (senders) await requireKnownIpOrCode(ctx, { merchant, client, member, passwordChange: reason, language, senders });
  return openMemberSession(ctx, {
    merchant,
    client,
    member,
    passwordExpired: reason !== null,
    passwordChangeReason: reason,
    withdrawOnly: attempt.withdrawOnly,
  });
}

/** The code of a new-IP log-in (new-ip-verification.ts) opens the session the password earned. */
export async function verifyLoginCode(ctx: AppContext, visitor: Visitor & { form: LoginVerifyRequest }): Promise<LoginValue> {
  const { merchant, client } = visitor;
  const verified = await checkNewIpCode(ctx, visitor);
  const member = await findMemberWithCredentials(ctx.db, merchant.id, verified.username);
  if (!member) throw new AppError('VERIFICATION_CODE_EXPIRED');
  refuseUnlessActiveMember(member);
  const reason = verified.passwordChange;
  return openMemberSession(ctx, {
    merchant,
    client,
    member,
    passwordExpired: reason !== null,
    passwordChangeReason: reason,
    within: async (tx, now) => {
      if (!(await useChallenge(tx, verified.challengeId, now))) throw new AppError('VERIFICATION_CODE_EXPIRED');
    },
    proof: { reason: 'new_ip_code', detail: { verifiedBy: 'code' } },
  });
}

/** Free play: a fresh trial account (type 4) in the brand's trial brand, logged in at once. */
export async function freePlay(ctx: AppContext, { merchant, client }: Visitor): Promise<LoginValue> {
  if (merchant.whitelabel.modules.freePlay !== 1) throw new AppError('FREE_PLAY_DISABLED');
  const trialMerchantId = merchant.isTrial ? merchant.id : merchant.trialMerchantId;
  if (trialMerchantId === null) throw new AppError('FREE_PLAY_DISABLED');
  const now = ctx.clock.now();
  const { memberId, token } = await ctx.db.transaction().execute(async (tx) => {
    // A trial account has no password anyone could type, and is not audited.
    const memberId = await createMember(tx, {
      merchantId: trialMerchantId,
      username: `trial_${readableCode(10).toLowerCase()}`,
      type: MemberType.TRIAL,
      passwordHash: null,
      upline: null,
      language: 'EN',
      registerMethod: 'FREEPLAY',
      client,
      loggedIn: true,
      audit: null,
      now,
    });
    const token = await openSession(ctx, tx, { id: memberId, merchantId: trialMerchantId }, client);
    return { memberId, token };
  });
  return { token, firstTimeLogin: true, passwordExpired: false, userInfo: await memberInfoOf(ctx, memberId) };
}

/** Whether a session is open at `now`: not revoked, not expired, not idle too long, its member active. */
/** Staff (back-office) sessions end sooner when idle than players'. */
const idleMinutes = (ctx: AppContext, type: number): number =>
  type === MemberType.OPERATOR ? ctx.config.STAFF_IDLE_MINUTES : ctx.config.SESSION_IDLE_MINUTES;

function isOpen(ctx: AppContext, record: SessionRecord, now: number): boolean {
  const idleLimit = record.lastSeenAt + idleMinutes(ctx, record.type) * MINUTE;
  return record.revokedAt === null && now < record.expiresAt && now < idleLimit && record.status === MemberStatus.ACTIVE;
}

/** Whether the session behind a token hash is still open, read from the database (not the cache). */
export async function sessionIsOpen(ctx: AppContext, tokenHash: string): Promise<boolean> {
  const record = await findSessionByTokenHash(ctx.db, tokenHash);
  return record !== undefined && isOpen(ctx, record, ctx.clock.now());
}

/**
 * Resolves a bearer token to its session. Sessions end when revoked, after SESSION_IDLE_MINUTES
 * without use, or SESSION_ABSOLUTE_HOURS after log-in. A session is valid on its own brand and on
 * the brand whose trial brand it belongs to.
 */
export async function authenticate(
  ctx: AppContext,
  merchant: Merchant,
  token: string,
  /** Accepts a session of another brand too (a platform owner's staff session works on every brand). */
  acceptOtherBrand?: (session: { memberId: number; merchantId: number; type: number }) => Promise<boolean>,
): Promise<AuthenticatedSession> {
  const tokenHash = sha256(token);
  let found = ctx.sessions.get(tokenHash);
  if (!found) {
    found = await findSessionByTokenHash(ctx.db, tokenHash);
    if (found) ctx.sessions.set(tokenHash, found);
  }
  const now = ctx.clock.now();
  const belongs =
    found &&
    (found.merchantId === merchant.id ||
      found.merchantId === merchant.trialMerchantId ||
      (acceptOtherBrand && (await acceptOtherBrand(found))));
  if (!found || !belongs) throw new AppError('NOT_LOGGED_IN');
  if (!isOpen(ctx, found, now)) throw new AppError('SESSION_EXPIRED');
  const playEndsAt = found.playEndsAt === null ? Infinity : Number(found.playEndsAt);
  if (now >= playEndsAt) {
    // The member's session time limit: the session ends here, and the answer says why.
    await revokeSession(ctx.db, found.sessionId, now);
    ctx.sessions.dropToken(tokenHash);
    throw new AppError('RG_SESSION_LIMIT');
  }
  // Writing on every request would make reads cost a write; a minute's precision is enough.
  if (now - found.lastSeenAt > MINUTE) {
    await touchSession(ctx.db, found.sessionId, now, Math.min(now + idleMinutes(ctx, found.type) * MINUTE, found.expiresAt, playEndsAt));
    found.lastSeenAt = now;
  }
  return {
    sessionId: found.sessionId,
    tokenHash,
    memberId: found.memberId,
    merchantId: found.merchantId,
    username: found.username,
    type: found.type,
    language: toLanguage(found.language),
    isTrial: isTrialType(found.type),
    isAgent: isAgentType(found.type),
    ...(found.scope === 'withdraw' ? { withdrawOnly: true } : {}),
    profile: toMemberInfo(found),
    endsAt: Math.min(found.lastSeenAt + idleMinutes(ctx, found.type) * MINUTE, found.expiresAt, playEndsAt),
  };
}

export async function logout(ctx: AppContext, { session }: Caller): Promise<void> {
  await revokeSession(ctx.db, session.sessionId, ctx.clock.now());
  ctx.sessions.dropToken(session.tokenHash);
}

/**
 * Ends every session of a member (a staff member disabled, or their authenticator reset) in the
 * caller's transaction; after the commit the caller drops the member from the session cache.
 */
export const revokeAllSessions = (ctx: AppContext, tx: Executor, memberId: number): Promise<number> =>
  revokeOtherSessions(tx, memberId, null, ctx.clock.now());
/** A member counts as online when one of their sessions was used in the last five minutes. */
const ONLINE_WINDOW_MS = 5 * MINUTE;

/**
 * "Online" as a condition on the member id column of another module's query (the agent's team
 * list filters and pages by it, so it joins in rather than listing ids).
 */
export function onlineCondition(ctx: AppContext, memberIdColumn: string) {
  const now = ctx.clock.now();
  return liveSessionCondition(memberIdColumn, { now, seenSince: now - ONLINE_WINDOW_MS });
}
