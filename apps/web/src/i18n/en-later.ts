import { originalsEn } from './en-originals';
import { agentTeamEn } from './en-agent-team';
import { agentContractEn } from './en-agent-contract';
import { agentReportsEn } from './en-agent-reports';
import { rewardsEn } from './en-rewards';
import { missionsEn } from './en-missions';
import { pointsEn } from './en-points';
import { lotteryEn } from './en-lottery';
import { kycEn } from './en-kyc';
import { selfExclusionEn } from './en-self-exclusion';
import { liveHostsEn } from './en-live-hosts';
import { jackpotEn } from './en-jackpot';

/**
 * English texts of the pages and popups after the first screen (member and agent centres, built-in
 * games, rewards…): fetched with the first of them, never by the home page itself (docs/performance.md,
 * "Web delivery"). A section used on the first screen belongs in en.ts; one the log-in popup uses, in
 * en-account-part.ts.
 */
export const enLater = {
  ...originalsEn,
  ...agentTeamEn,
  ...agentContractEn,
  ...agentReportsEn,
  ...rewardsEn,
  ...missionsEn,
  ...pointsEn,
  ...lotteryEn,
  ...kycEn,
  ...selfExclusionEn,
  ...liveHostsEn,
  ...jackpotEn,
};
