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
 * order, each with its menu label key. `feature` marks pages that show only when that feature is
 * on; the feature flags are not in the API yet, so every page shows for now (see AGENT_FEATURES).
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

/**
 * Whether the brand runs dividends and the salary kinds. The permission answer has no such flags
 * yet (they come with the contracts issue): until then every page shows, as the spec lists them.
 */
export const AGENT_FEATURES: Record<AgentFeature, boolean> = { dividend: true, salary: true, hourlySalary: true, realtimeSalary: true };

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

export const visibleReports = () =>
  AGENT_REPORTS.filter((report) => BUILT_REPORTS.has(report.page) && (!('feature' in report) || AGENT_FEATURES[report.feature]));

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
