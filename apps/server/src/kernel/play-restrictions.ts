import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/tokens';
import type { Executor } from '../db/executor';
import { excludedKeyListed, findBreakInForce } from './play-restrictions.repository';

/*
 * Time-out and self-exclusion as policies (docs/responsible-gaming.md, "Time-out and self-exclusion"), one function per
 * rule: every log-in asks `refuseOnBreak` before its session opens, every new member is checked
 * with `refuseExcludedIdentity`, and a withdraw-only session reaches only the calls of
 * `WITHDRAW_ONLY_ROUTES` (plugins/auth.ts).
 */

export type BreakInForce = { kind: 'TIME_OUT' | 'SELF_EXCLUSION'; endsAt: number | null };

export async function breakInForce(db: Executor, memberId: number, now: number): Promise<BreakInForce | null> {
  const found = await findBreakInForce(db, memberId, now);
  return found ? { kind: found.kind === 'TIME_OUT' ? 'TIME_OUT' : 'SELF_EXCLUSION', endsAt: found.endsAt } : null;
}

/**
 * Refuses a log-in while a break is in force: RG_TIME_OUT, or RG_SELF_EXCLUDED unless the member
 * asked for a withdraw-only session (answers true then: the session must be opened withdraw-only).
 * The refusal carries the end time (`endsAt`, null for a permanent exclusion).
 */
export async function refuseOnBreak(db: Executor, memberId: number, now: number, withdrawOnly: boolean): Promise<boolean> {
  const found = await breakInForce(db, memberId, now);
  if (!found) return false;
  if (found.kind === 'TIME_OUT') throw new AppError('RG_TIME_OUT', { endsAt: found.endsAt });
  if (!withdrawOnly) throw new AppError('RG_SELF_EXCLUDED', { endsAt: found.endsAt });
  return true;
}

/** The identity of a person being made a member, or being excluded; any field may be missing. */
export interface IdentityFacts {
  mobile?: string | null;
  email?: string | null;
  /** The KYC full name and birthday (YYYY-MM-DD), taken together. */
  name?: string | null;
  birthday?: string | null;
}

export type IdentityKey = { kind: 'MOBILE' | 'EMAIL' | 'NAME_BIRTHDAY'; hash: string };

/**
 * The keys an identity is listed under: SHA-256 of the normalised value (mobile: its digits
 * without a leading 0 or country code 63; e-mail: trimmed, lower-case; name: letters and digits
 * only, lower-case, words sorted, with the birthday), so the list holds no readable identity.
 */
export function identityKeys(facts: IdentityFacts): IdentityKey[] {
  const keys: IdentityKey[] = [];
  const digits = (facts.mobile ?? '').replace(/\D/g, '').replace(/^(63|0)/, '');
  if (digits.length >= 7) keys.push({ kind: 'MOBILE', hash: sha256(`rg-mobile:${digits}`) });
  const email = (facts.email ?? '').trim().toLowerCase();
  if (email.includes('@')) keys.push({ kind: 'EMAIL', hash: sha256(`rg-email:${email}`) });
  const words = (facts.name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort();
  const birthday = (facts.birthday ?? '').trim();
  if (words.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(birthday))
    keys.push({ kind: 'NAME_BIRTHDAY', hash: sha256(`rg-name:${words.join(' ')}|${birthday}`) });
  return keys;
}

/** Refuses (RG_IDENTITY_EXCLUDED) a person whose mobile, e-mail or name and birthday is on the exclusion list. */
export async function refuseExcludedIdentity(db: Executor, merchantId: number, facts: IdentityFacts, now: number): Promise<void> {
  const hashes = identityKeys(facts).map((key) => key.hash);
  if (await excludedKeyListed(db, merchantId, hashes, now)) throw new AppError('RG_IDENTITY_EXCLUDED');
}

/**
 * What a withdraw-only session may call (route patterns as registered): the member's profile and
 * balances, withdrawals with their accounts and payment password, KYC, messages, the break page's
 * state and lift request, and log-out. Anything else answers RG_SELF_EXCLUDED.
 */
const WITHDRAW_ONLY_PREFIXES = [
  '/wps/v2/withdraw',
  '/wps/member/info',
  '/wps/responsibleGaming/break',
  // Identity verification may be what a withdrawal waits for; the messages tell of its decisions.
  '/wps/v2/member/kyc',
  '/wps/v2/messages',
];
const WITHDRAW_ONLY_ROUTES = new Set([
  '/wps/session/logout',
  '/wps/v2/member/paymentPassword',
  '/wps/v2/member/securityConfig',
  '/wps/v2/wallets/balance',
  '/wps/v2/wallets/merchant',
  '/wps/v2/wallets/transactions',
]);

export function refuseOutsideWithdrawOnly(routePattern: string | undefined): void {
  const route = routePattern ?? '';
  if (WITHDRAW_ONLY_ROUTES.has(route) || WITHDRAW_ONLY_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
  throw new AppError('RG_SELF_EXCLUDED');
}
