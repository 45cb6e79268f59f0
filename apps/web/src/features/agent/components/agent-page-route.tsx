import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  DailySalaryPage,
  DividendContractPage,
  HourlySalaryPage,
  RealtimeSalaryPage,
} from '../../agent-contract/components/contract-pages';
import { MessagesPage } from '../../messages/components/messages-page';
import { DepositPage } from '../../wallet/components/deposit-page';
import { WithdrawPage } from '../../wallet/components/withdraw-page';
import { findAgentPage, type AgentReportPage, type AgentWalletPage } from '../agent-center-pages';
import { AgentAnnouncements } from './agent-announcements';
import { DownlineTransactionsPage } from './downline-transactions-page';
import { IncomePage } from './income-page';
import { ProfitLossPage } from './profit-loss-page';
import { RegisterCenterPage } from './register-center-page';
import { TeamBettingPage } from './team-betting-page';
import { TeamListPage } from './team-list-page';
import { TeamOverviewPage } from './team-overview-page';

const PAGES: Partial<Record<AgentReportPage | AgentWalletPage, ComponentType>> = {
  agentAnnouncement: AgentAnnouncements,
  agentTeamOverview: TeamOverviewPage,
  registerCenter: RegisterCenterPage,
  downlineManagmentView: TeamListPage,
  agentDividendRecordCopy2: DividendContractPage,
  agentDailyWages2: DailySalaryPage,
  agentHourSalary: HourlySalaryPage,
  agentRealtimeSalary: RealtimeSalaryPage,
  personalHistoryCopy: TeamBettingPage,
  palStatementsAgentCopy: ProfitLossPage,
  agentRevenueReport: IncomePage,
  agentDownlineTransactionDetailsCopy: DownlineTransactionsPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  messageV2: MessagesPage,
};

/** /agentHome/:page by the spec's page name; a name that is not a built page is not found. */
export function AgentPageRoute() {
  const { t } = useTranslation();
  const page = findAgentPage(useParams().page);
  const Page = page ? PAGES[page] : undefined;
  if (!Page) {
    return (
      <section className="card agent-missing" data-testid="agent-page-missing">
        <h1 className="page-title">{t('notFound.title')}</h1>
        <Link to="/agentHome">{t('agent.backToOverview')}</Link>
      </section>
    );
  }
  return <Page />;
}
