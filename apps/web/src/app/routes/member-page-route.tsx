import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { BetRecordsPage } from '../../features/bet-records/components/bet-records-page';
import { findMemberCenterPage, PAGE_ICONS, type MemberCenterPage } from '../../features/member-center/member-center-pages';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { SecurityCenterPage } from '../../features/security/components/security-center-page';
import { BonusDetailsPage } from '../../features/wallet/components/bonus-details-page';
import { BonusProgress } from '../../features/rewards/components/bonus-progress';
import { RewardCenterPage } from '../../features/rewards/components/reward-center-page';
import { DepositPage } from '../../features/wallet/components/deposit-page';
import { PersonalProfitPage } from '../../features/wallet/components/personal-profit-page';
import { TransactionHistoryPage } from '../../features/wallet/components/transaction-history-page';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page';
import { TransferUplinePage } from '../../features/wallet/components/transfer-upline-page';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page';
import { NotFoundPage } from './not-found-page';

/** The pages built so far; the others show their title and an honest "coming soon". */
const BUILT: Partial<Record<MemberCenterPage, ComponentType>> = {
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
  messageV2: MessagesPage,
};

type ComingPage = Exclude<MemberCenterPage, keyof typeof BUILT>;

/** /member/:page, by the spec's page name. */
export function MemberPageRoute() {
  const { t } = useTranslation();
  const page = findMemberCenterPage(useParams().page);
  if (!page) return <NotFoundPage />;
  const Page = BUILT[page];
  if (Page) return <Page />;
  const Icon = PAGE_ICONS[page];
  return (
    <ComingSoon
      title={t(`memberCenter.pages.${page}`)}
      icon={<Icon size={32} />}
      description={t(`memberCenter.coming.${page as ComingPage}`, { defaultValue: t('comingSoon.text') })}
    />
  );
}
