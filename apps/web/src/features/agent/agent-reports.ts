/**
 * The agent centre's report pages (spec 000 section 2), by the spec's page names, in menu order.
 * The feature flags decide later whether the dividend and salary pages show.
 */
export const AGENT_REPORTS = [
  ['agentAnnouncement', 'announcement'],
  ['agentTeamOverview', 'teamOverview'],
  ['registerCenter', 'registerAccount'],
  ['downlineManagmentView', 'teamManagement'],
  ['personalHistoryCopy', 'teamBetting'],
  ['palStatementsAgentCopy', 'userLoss'],
  ['agentRevenueReport', 'myIncome'],
  ['agentDownlineTransactionDetailsCopy', 'accountDetails'],
  ['agentDividendRecordCopy2', 'dividend'],
  ['agentDailyWages2', 'dailyWages'],
  ['agentHourSalary', 'hourlySalary'],
  ['agentRealtimeSalary', 'realtimeSalary'],
] as const;

export type AgentReportLabel = (typeof AGENT_REPORTS)[number][1];
