import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import type { MigrationContext } from './migration-helpers';
import { withLazyCommits } from './lazy-commits';
import * as accounts from './migrations/0001-accounts';
import * as wallet from './migrations/0002-wallet';
import * as identityContent from './migrations/0003-identity-content';
import * as verification from './migrations/0004-verification';
import * as kyc from './migrations/0005-kyc';
import * as mailRecovery from './migrations/0006-mail-recovery';
import * as games from './migrations/0007-games';
import * as seamless from './migrations/0008-seamless';
import * as originals from './migrations/0009-originals';
import * as ledgerWriteCost from './migrations/0010-ledger-write-cost';
import * as pendingVendorTransfers from './migrations/0011-pending-vendor-transfers';
import * as vendorWinLimits from './migrations/0012-vendor-win-limits';
import * as attemptCounters from './migrations/0013-attempt-counters';
import * as gameSessionOwner from './migrations/0014-game-session-owner';
import * as signingSecrets from './migrations/0015-signing-secrets';
import * as depositExpiry from './migrations/0016-deposit-expiry';
import * as agentApplications from './migrations/0017-agent-applications';
import * as loginChallenges from './migrations/0018-login-challenges';
import * as agentTeam from './migrations/0019-agent-team';
import * as staff from './migrations/0020-staff';
import * as agentContracts from './migrations/0021-agent-contracts';
import * as agentReports from './migrations/0022-agent-reports';
import * as staffPlayers from './migrations/0023-staff-players';
import * as auditChain from './migrations/0024-audit-chain';
import * as brandSettingsHistory from './migrations/0025-brand-settings-history';
import * as promotions from './migrations/0026-promotions';
import * as playerNotes from './migrations/0027-player-notes';
import * as vipLevel from './migrations/0028-vip-level';
import * as playLimits from './migrations/0029-play-limits';
import * as selfExclusion from './migrations/0030-self-exclusion';
import * as amlCases from './migrations/0031-aml-cases';
import * as studio from './migrations/0032-studio';
import * as pointsRebates from './migrations/0034-points-rebates';
import * as missionsReferralFeedback from './migrations/0035-missions-referral-feedback';
import * as raffleRebatePromotions from './migrations/0036-raffle-rebate-promotions';
import * as teamCounts from './migrations/0041-team-counts';
import * as rollupVendor from './migrations/0042-rollup-vendor';
import * as studioPusoyHands from './migrations/0043-studio-pusoy-hands';
import * as studioScheduledRounds from './migrations/0044-studio-scheduled-rounds';
import * as studioTongitsHands from './migrations/0045-studio-tongits-hands';
import * as teamRollupVendor from './migrations/0046-team-rollup-vendor';
import * as jackpot from './migrations/0051-jackpot';
import * as studioLiveChat from './migrations/0052-studio-live-chat';
import * as contractWindows from './migrations/0054-contract-windows';
import * as fourEyes from './migrations/0056-four-eyes';
import * as mailLinkPurpose from './migrations/0061-mail-link-purpose';
import * as referralHolds from './migrations/0062-referral-holds';

type MigrationModule = { up: (db: Parameters<Migration['up']>[0], context: MigrationContext) => Promise<void> };

/** One ordered migration set for both dialects; add new files here in order. */
const migrations: Record<string, MigrationModule> = {
  '0001-accounts': accounts,
  '0002-wallet': wallet,
  '0003-identity-content': identityContent,
  '0004-verification': verification,
  '0005-kyc': kyc,
  '0006-mail-recovery': mailRecovery,
  '0007-games': games,
  '0008-seamless': seamless,
  '0009-originals': originals,
  '0010-ledger-write-cost': ledgerWriteCost,
  '0011-pending-vendor-transfers': pendingVendorTransfers,
  '0012-vendor-win-limits': vendorWinLimits,
  '0013-attempt-counters': attemptCounters,
  '0014-game-session-owner': gameSessionOwner,
  '0015-signing-secrets': signingSecrets,
  '0016-deposit-expiry': depositExpiry,
  '0017-agent-applications': agentApplications,
  '0018-login-challenges': loginChallenges,
  '0019-agent-team': agentTeam,
  '0020-staff': staff,
  '0021-agent-contracts': agentContracts,
  '0022-agent-reports': agentReports,
  '0023-staff-players': staffPlayers,
  '0024-audit-chain': auditChain,
  '0025-brand-settings-history': brandSettingsHistory,
  '0026-promotions': promotions,
  '0027-player-notes': playerNotes,
  '0028-vip-level': vipLevel,
  '0029-play-limits': playLimits,
  '0030-self-exclusion': selfExclusion,
  '0031-aml-cases': amlCases,
  '0032-studio': studio,
  '0034-points-rebates': pointsRebates,
  '0035-missions-referral-feedback': missionsReferralFeedback,
  '0036-raffle-rebate-promotions': raffleRebatePromotions,
  '0041-team-counts': teamCounts,
  '0042-rollup-vendor': rollupVendor,
  '0043-studio-pusoy-hands': studioPusoyHands,
  '0044-studio-scheduled-rounds': studioScheduledRounds,
  '0045-studio-tongits-hands': studioTongitsHands,
  '0046-team-rollup-vendor': teamRollupVendor,
  '0051-jackpot': jackpot,
  '0052-studio-live-chat': studioLiveChat,
  '0054-contract-windows': contractWindows,
  '0056-four-eyes': fourEyes,
  '0061-mail-link-purpose': mailLinkPurpose,
  '0062-referral-holds': referralHolds,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, module] of Object.entries(migrations)) out[name] = { up: (db) => module.up(db, this.context) };
    return out;
  }
}

/** The newest migration this build knows; readiness waits until the database has it. */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1)!;

/** Applies every pending migration; called on start, so a new version upgrades its database. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  await migrateTo(handle, LATEST_MIGRATION);
}

/** Applies the migrations up to and including `name` (tests of an upgrade start from an older one). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticProvider({ dialect: handle.dialect }),
    // Kysely looks for its bookkeeping tables in every schema unless told which one; with a schema
    // per test run, another run's tables would be taken for ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  // On SQLite each migration statement commits on its own: without waiting for the disk each time.
  const { error, results } = await withLazyCommits(handle.db, handle.dialect, () => migrator.migrateTo(name));
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
