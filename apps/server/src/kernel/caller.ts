import type { Language } from '@panalo/contract/constants';
import type { MemberInfo } from '@panalo/contract/member';
import type { Merchant } from './merchant';

/** Where a request came from, as recorded in sessions, log-in attempts and the audit log. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /**
   * The X-Device-Id the web app sends: a random id it keeps in the browser's storage. Anyone can
   * change it, so it is a hint (self-referral holds), never a proof.
   */
  deviceId?: string | null;
}

/** A valid session as the auth guard resolved it from the bearer token. */
export interface AuthenticatedSession {
  sessionId: number;
  tokenHash: string;
  memberId: number;
  merchantId: number;
  username: string;
  type: number;
  language: Language;
  isTrial: boolean;
  isAgent: boolean;
  profile: MemberInfo;
  /** When the session ends unless used again: its idle limit, or its absolute expiry if sooner. */
  endsAt: number;
  /** A self-excluded member's session that only reaches the wallet and withdrawals (play-restrictions.ts). */
  withdrawOnly?: boolean;
}

/**
 * Who is calling: the brand the request resolved to, the member's session, and where the request
 * came from. Built once per request by the auth guard and passed to services whole, so the three
 * never travel by position.
 */
export interface Caller {
  merchant: Merchant;
  session: AuthenticatedSession;
  client: ClientInfo;
}

/**
 * An anonymous request (log-in, registration, recovery): the brand and where it came from, with
 * no session yet. Services take it inside their input object, never the two by position.
 */
export interface Visitor {
  merchant: Merchant;
  client: ClientInfo;
}
