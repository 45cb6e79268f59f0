import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { BetRecordsPage } from '../../features/bet-records/components/bet-records-page';
import { findMemberCenterPage, type MemberCenterPage } from '../../features/member-center/member-center-pages';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { SecurityCenterPage } from '../../features/security/components/security-center-page';
import { BonusDetailsPage } from '../../features/wallet/components/bonus-details-page';
import { BonusProgress } from '../../features/rewards/components/bonus-progress';
import { RewardCenterPage } from '../../features/rewards/components/reward-center-page';
import { MissionLeaderboardPage } from '../../features/missions/components/mission-leaderboard-page';
import { ReferralPage } from '../../features/referral/components/referral-page';
import { FeedbackPage } from '../../features/feedback/components/feedback-page';
import { ManualRebatePage } from '../../features/rebate/components/manual-rebate-page';
import { DepositPage } from '../../features/wallet/components/deposit-page';
import { PersonalProfitPage } from '../../features/wallet/components/personal-profit-page';
import { TransactionHistoryPage } from '../../features/wallet/components/transaction-history-page';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page';
import { TransferUplinePage } from '../../features/wallet/components/transfer-upline-page';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page';
import { NotFoundPage } from './not-found-page';

/** Every member-centre page's screen: a page of the list without one does not compile. */
const PAGES: Record<MemberCenterPage, ComponentType> = {
  securityCenter: SecurityCenterPage,
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: BetRecordsPage,
  transactionHistory: TransactionHistoryPage,
  personalProfit: PersonalProfitPage,
  bonusDetails: () => <BonusDetailsPage wagering={(currency) => <BonusProgress currency={currency} />} />,
  rewardCenter: RewardCenterPage,
  referral: ReferralPage,
  missionLeaderboard: MissionLeaderboardPage,
  messageV2: MessagesPage,
  feedback: FeedbackPage,
  manualRebate: ManualRebatePage,
};

/** /member/:page, by the spec's page name. */
export function MemberPageRoute() {
  const page = findMemberCenterPage(useParams().page);
  if (!page) return <NotFoundPage />;
  const Page = PAGES[page];
  return <Page />;
}
