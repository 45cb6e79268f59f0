import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { MessagesPage } from '../../messages/components/messages-page';
import { DepositPage } from '../../wallet/components/deposit-page';
import { WithdrawPage } from '../../wallet/components/withdraw-page';
import { AGENT_REPORTS, findAgentPage, type AgentReportPage, type AgentWalletPage } from '../agent-center-pages';
import { AgentAnnouncements } from './agent-announcements';

const BUILT: Partial<Record<AgentReportPage | AgentWalletPage, ComponentType>> = {
  agentAnnouncement: AgentAnnouncements,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  messageV2: MessagesPage,
};

/** /agentHome/:page by the spec's page name; reports that later issues fill say so honestly. */
export function AgentPageRoute() {
  const { t } = useTranslation();
  const page = findAgentPage(useParams().page);
  if (!page) {
    return (
      <section className="card agent-coming">
        <h1 className="page-title">{t('notFound.title')}</h1>
        <Link to="/agentHome">{t('agent.backToOverview')}</Link>
      </section>
    );
  }
  const Page = BUILT[page];
  if (Page) return <Page />;
  const report = AGENT_REPORTS.find((entry) => entry.page === page)!;
  const Icon = report.Icon;
  return (
    <>
      <h1 className="page-title">{t(`agent.reports.${report.label}`)}</h1>
      <section className="card agent-coming" data-testid="agent-coming">
        <span className="agent-coming__icon">
          <Icon size={30} />
        </span>
        <h2 className="agent-coming__title">
          <ClockIcon size={18} />
          {t('comingSoon.title')}
        </h2>
        <p className="muted">{t(`agent.coming.${report.label}`)}</p>
      </section>
    </>
  );
}
