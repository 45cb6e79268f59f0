import type { LaterTexts } from './i18n-types';
import { originalsTl } from './tl-originals';
import { agentTeamTl } from './tl-agent-team';
import { agentContractTl } from './tl-agent-contract';
import { agentReportsTl } from './tl-agent-reports';
import { rewardsTl } from './tl-rewards';
import { missionsTl } from './tl-missions';
import { pointsTl } from './tl-points';
import { lotteryTl } from './tl-lottery';
import { kycTl } from './tl-kyc';
import { selfExclusionTl } from './tl-self-exclusion';
import { liveHostsTl } from './tl-live-hosts';
import { jackpotTl } from './tl-jackpot';

/** Tagalog texts of the pages and popups after the first screen (see en-later.ts). */
export const tlLater: LaterTexts = {
  ...originalsTl,
  ...agentTeamTl,
  ...agentContractTl,
  ...agentReportsTl,
  ...rewardsTl,
  ...missionsTl,
  ...pointsTl,
  ...lotteryTl,
  ...kycTl,
  ...selfExclusionTl,
  ...liveHostsTl,
  ...jackpotTl,
};
