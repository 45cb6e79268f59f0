import { AppError } from '../lib/app-error';
import { DAY } from '../lib/clock';
import type { KycSettings } from './kyc-settings';

/*
 * The one screen every money and play path passes (docs/decisions/0004-one-screen-for-money-paths.md):
 * a member on the restricted-persons list, on a time-out or self-exclusion, or past the KYC
 * deadline without an approved KYC may not put money in play. Routes apply it as a guard
 * (plugins/auth.ts `app.screened`), the seamless wallet to each vendor's bet (seamless.service.ts),
 * both with the same facts (money-screen.repository.ts) and this one decision.
 */

/**
 * What a path does with the member's money. `play`: money goes in or towards play (a deposit, a
 * transfer to another member or into a vendor's wallet, a launch, a bet). `withdraw`: the member's
 * own money goes back towards them (a withdrawal, money back from a vendor's wallet): a break or a
 * missed KYC deadline never keeps a member from their money, only a listing does (its funds are
 * held for forfeiture).
 */
export type MoneyPath = 'play' | 'withdraw';

/** What the screen knows of a member, read in one statement (money-screen.repository.ts). */
export interface ScreenFacts {
  registeredAt: number;
  kycStatus: string;
  /** The restricted-persons list entry the member's KYC details match now, or null. */
  listingId: number | null;
  /** The member's ACTIVE break row, if any (it may have run out: compared with the clock here). */
  breakKind: string | null;
  breakEndsAt: number | null;
}

/** Why a member may not take a path now. */
export type Bar =
  | { kind: 'RESTRICTED'; listingId: number }
  | { kind: 'BREAK'; code: 'RG_TIME_OUT' | 'RG_SELF_EXCLUDED'; endsAt: number | null }
  | { kind: 'KYC_OVERDUE'; deadline: number };

/** When a member must have an approved KYC: registration plus the brand's deadline days. */
export const kycDeadlineOf = (kyc: KycSettings, registeredAt: number): number => registeredAt + kyc.deadlineDays * DAY;

/**
 * The decision. The listing comes first (its refusal holds the funds), then a break in force, then
 * the KYC deadline: only where the brand verifies identities (`settings.kyc.enabled`), and only
 * until an approval (`A`); a submission waiting for review does not stop the clock.
 */
export function barOf(facts: ScreenFacts, kyc: KycSettings, path: MoneyPath, now: number): Bar | null {
  if (facts.listingId !== null) return { kind: 'RESTRICTED', listingId: facts.listingId };
  if (path === 'withdraw') return null;
  if (facts.breakKind !== null && (facts.breakEndsAt === null || facts.breakEndsAt > now)) {
    return { kind: 'BREAK', code: facts.breakKind === 'TIME_OUT' ? 'RG_TIME_OUT' : 'RG_SELF_EXCLUDED', endsAt: facts.breakEndsAt };
  }
  const deadline = kycDeadlineOf(kyc, facts.registeredAt);
  if (kyc.enabled && facts.kycStatus !== 'A' && now > deadline) return { kind: 'KYC_OVERDUE', deadline };
  return null;
}

/** The refusal a bar answers with: the catalogue's code, and when it ends where that is known. */
export function barRefusal(bar: Bar): AppError {
  switch (bar.kind) {
    case 'RESTRICTED':
      return new AppError('RESTRICTED_PERSON');
    case 'BREAK':
      return new AppError(bar.code, { endsAt: bar.endsAt });
    case 'KYC_OVERDUE':
      return new AppError('KYC_REQUIRED', { kycDeadline: bar.deadline });
  }
}
