import type { Configuration } from 'openid-client';
import type { MerchantSettings } from '@panalo/contract/brand-settings';
import type { CatalogueCache } from './modules/games/catalogue-cache';
import type { BrandJackpots } from './modules/jackpot/jackpot-brands';
import type { MissionRow } from './modules/missions/missions.repository';
import type { HumanCheckSecrets } from './modules/human-check/human-check-key';
import type { SecretPurpose } from './modules/system/signing-secrets';
import type { SecretVersionRow } from './modules/system/signing-secrets.repository';
import type { OfferedVendor } from './modules/wallet/vendor-catalogue';

/**
 * What one app (one server process) keeps in memory between requests. Each cache is a field here,
 * made with the app context, so two apps in one process (tests, a scale-out peer) never share one
 * and nothing hides in module state. Shared state between processes lives in the database or Redis.
 */
export interface AppCaches {
  /** OpenID Connect discovery documents by provider setup (oidc-client.ts). */
  oidcConfigurations: Map<string, { configuration: Configuration; until: number }>;
  /** Each brand's offered vendors (vendor-catalogue.ts). */
  offeredVendors: Map<number, { until: number; vendors: OfferedVendor[] }>;
  /** The human check's signing secrets, loaded on first use (human-check-key.ts). */
  humanCheckSecrets: { loading: Promise<HumanCheckSecrets> | null };
  /** Master keys of signing secrets by purpose, and secret versions by owner (signing-secrets.ts). */
  signingMasters: Map<SecretPurpose, Promise<string>>;
  signingVersions: Map<string, { rows: Promise<SecretVersionRow[]>; until: number }>;
  /** Derived secrets by purpose, brand, owner and version: the same inputs always give the same secret. */
  signingDerived: Map<string, string>;
  /** The lobby's answers (catalogue-cache.ts); made on first use, as it needs the context. */
  catalogue: { cache: CatalogueCache | null };
  /** A game's type by game id, for the report rollups (team-rollups.ts); a game never changes type. */
  gameTypes: Map<number, string>;
  /** Each brand's GMT offset for the rollups' days, kept a minute (team-rollups.ts). */
  brandOffsets: Map<number, { offset: number; until: number }>;
  /** `member:day` of members whose active marks of that brand day are committed (team-rollups.ts). */
  markedDays: Set<string>;
  /** Each brand's active missions for the event counters, kept a few seconds (mission-progress.ts). */
  activeMissions: Map<number, { rows: Promise<MissionRow[]>; until: number }>;
  /** Each brand's points and rebate rules for the bet path, kept a minute (points-earning.ts). */
  brandEarningRules: Map<number, { rules: MerchantSettings['points']; until: number }>;
  /** Whether each brand has raffle or rebate promotions at all, kept a few seconds (promotion-tallies.ts). */
  tallyBrands: Map<number, { has: Promise<boolean>; until: number }>;
  /** Each brand's jackpot pools by feeding game and their open cycles, kept a few seconds (jackpot-brands.ts). */
  jackpots: Map<number, { state: Promise<BrandJackpots>; until: number }>;
}

export const createAppCaches = (): AppCaches => ({
  oidcConfigurations: new Map(),
  offeredVendors: new Map(),
  humanCheckSecrets: { loading: null },
  signingMasters: new Map(),
  signingVersions: new Map(),
  signingDerived: new Map(),
  catalogue: { cache: null },
  gameTypes: new Map(),
  brandOffsets: new Map(),
  markedDays: new Set(),
  activeMissions: new Map(),
  brandEarningRules: new Map(),
  tallyBrands: new Map(),
  jackpots: new Map(),
});
