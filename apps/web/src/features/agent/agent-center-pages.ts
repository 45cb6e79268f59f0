import type { ComponentType } from 'react';
import type { IconProps } from '../../components/ui/icons';
import { KeyIcon } from '../../components/ui/icons';
import { MegaphoneIcon } from '../../components/ui/shell-icons';
import {
  BellIcon,
  ChartIcon,
  DepositIcon,
  GiftIcon,
  HistoryIcon,
  ListIcon,
  PercentIcon,
  TrophyIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../components/ui/wallet-icons';

/**
 * The agent centre's 12 report pages (spec 000 section 2), by the spec's page names, in menu
 * order, each with its menu label key. `feature` marks pages that show only when the brand runs
 * that contract kind (see visibleReports).
 */
export const AGENT_REPORTS = [
  { page: 'agentAnnouncement', label: 'announcement', Icon: MegaphoneIcon },
  { page: 'agentTeamOverview', label: 'teamOverview', Icon: UsersIcon },
  { page: 'registerCenter', label: 'registerAccount', Icon: KeyIcon },
  { page: 'downlineManagmentView', label: 'teamManagement', Icon: UsersIcon },
  { page: 'personalHistoryCopy', label: 'teamBetting', Icon: HistoryIcon },
  { page: 'palStatementsAgentCopy', label: 'userLoss', Icon: ChartIcon },
  { page: 'agentRevenueReport', label: 'myIncome', Icon: TrophyIcon },
  { page: 'agentDownlineTransactionDetailsCopy', label: 'accountDetails', Icon: ListIcon },
  { page: 'agentDividendRecordCopy2', label: 'dividend', Icon: PercentIcon, feature: 'dividend' },
  { page: 'agentDailyWages2', label: 'dailyWages', Icon: GiftIcon, feature: 'salary' },
  { page: 'agentHourSalary', label: 'hourlySalary', Icon: GiftIcon, feature: 'hourlySalary' },
  { page: 'agentRealtimeSalary', label: 'realtimeSalary', Icon: GiftIcon, feature: 'realtimeSalary' },
] as const satisfies readonly { page: string; label: string; Icon: ComponentType<IconProps>; feature?: string }[];

export type AgentReportPage = (typeof AGENT_REPORTS)[number]['page'];
export type AgentReportLabel = (typeof AGENT_REPORTS)[number]['label'];
export type AgentFeature = 'dividend' | 'salary' | 'hourlySalary' | 'realtimeSalary';

/** The contract kind (the brand's `agentContracts` switch in the permission answer) behind each feature. */
const FEATURE_KINDS = { dividend: 'DIVIDEND', salary: 'DAILY', hourlySalary: 'HOURLY', realtimeSalary: 'REALTIME' } as const;
export type AgentContractSwitches = Record<(typeof FEATURE_KINDS)[AgentFeature], boolean>;

/**
 * The report pages that have their screen. The navigation, the overview's tiles and the page route
 * offer only these: a page is listed once it is built.
 */
export const BUILT_REPORTS: ReadonlySet<AgentReportPage> = new Set<AgentReportPage>([
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
]);

/**
 * The built pages the menus list: a contract page only while the brand runs its kind (every kind
 * until the permission answer has arrived). A page whose kind is off still opens by its address and
 * says the kind is not offered.
 */
export const visibleReports = (switches?: AgentContractSwitches) =>
  AGENT_REPORTS.filter(
    (report) => BUILT_REPORTS.has(report.page) && (!('feature' in report) || !switches || switches[FEATURE_KINDS[report.feature]]),
  );

/**
 * The contract pages of the kinds the brand runs, in menu order, each with its kind: where an offer
 * can be made. None until the permission answer has arrived, so nothing links to a kind that is off.
 */
export const runningContractPages = (switches?: AgentContractSwitches) =>
  switches
    ? AGENT_REPORTS.flatMap((report) =>
        'feature' in report && switches[FEATURE_KINDS[report.feature]] ? [{ page: report.page, kind: FEATURE_KINDS[report.feature] }] : [],
      )
    : [];

/** The wallet pages the agent's navigation also lists, shown inside the agent view. */
export const AGENT_WALLET_PAGES = [
  { page: 'depositv2', label: 'deposit', Icon: DepositIcon },
  { page: 'withdraw', label: 'withdraw', Icon: WithdrawIcon },
  { page: 'messageV2', label: 'messages', Icon: BellIcon },
] as const;
export type AgentWalletPage = (typeof AGENT_WALLET_PAGES)[number]['page'];

export function findAgentPage(name: string | undefined): AgentReportPage | AgentWalletPage | undefined {
  const lower = name?.toLowerCase();
  const pages = [...visibleReports(), ...AGENT_WALLET_PAGES].map((entry) => entry.page);
  return pages.find((page) => page.toLowerCase() === lower);
}
