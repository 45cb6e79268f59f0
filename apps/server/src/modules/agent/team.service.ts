import {
  TEAM_PERIODS,
  type DownlineSummary,
  type TeamMember,
  type TeamOverview,
  type TeamPage,
  type TeamQuery,
  type TeamPeriod,
  type TeamStats,
} from '@panalo/contract/agent-team';
import { isAgentType } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { onlineCondition } from '../session/session.service';
import { dayLabel, teamPeriods } from './team-periods';
import {
  findInTeam,
  listTeam,
  memberSums,
  onlineCount,
  teamCountRows,
  teamDailySums,
  teamSizeOf,
  type RollupSums,
  type TeamRow,
} from './team.repository';

/** Which team_counts row holds a period's active members: a day's, a week's (from Monday) or a month's. */
const COUNT_KIND: Record<TeamPeriod, 'D' | 'W' | 'M'> = {
  today: 'D',
  yesterday: 'D',
  thisWeek: 'W',
  lastWeek: 'W',
  thisMonth: 'M',
  lastMonth: 'M',
};

/** Days the overview's chart shows. */
const CHART_DAYS = 14;

/** Online state comes from the session module (its rule of a live session), joined into the team queries. */
const onlineOf = (ctx: AppContext) => onlineCondition(ctx, 'm.id');

const num = (value: number | string | null | undefined): number => Number(value ?? 0);

function moneyOf(row: RollupSums | undefined) {
  const validBet = num(row?.valid_bet);
  const payout = num(row?.payout);
  return {
    depositAmount: num(row?.deposit_amount),
    depositCount: num(row?.deposit_count),
    withdrawAmount: num(row?.withdraw_amount),
    withdrawCount: num(row?.withdraw_count),
    betCount: num(row?.bet_count),
    validBet,
    payout,
    winLoss: payout - validBet,
  };
}

function addSums(rows: RollupSums[]): RollupSums {
  const total: RollupSums = {
    bet_count: 0,
    valid_bet: 0,
    payout: 0,
    deposit_count: 0,
    deposit_amount: 0,
    withdraw_count: 0,
    withdraw_amount: 0,
  };
  for (const row of rows) for (const key of Object.keys(total) as (keyof RollupSums)[]) total[key] = num(total[key]) + num(row[key]);
  return total;
}

/**
 * agentTeamOverview: the team's size, who joined, who played, and the money for each period, all
 * from the day rollups (never raw bets), plus the last 14 days for the chart.
 */
export async function teamOverview(ctx: AppContext, { merchant, session }: Caller): Promise<TeamOverview> {
  const offset = merchant.settings.gmtOffsetMinutes;
  const now = ctx.clock.now();
  const periods = teamPeriods(now, offset);
  const today = periods.today.to;
  const earliest = Math.min(periods.lastMonth.from, today - CHART_DAYS + 1);
  const agentId = session.memberId;
  const ranges = TEAM_PERIODS.map((period) => periods[period]);
  const [size, online, daily, counts] = await Promise.all([
    teamSizeOf(ctx.db, agentId),
    onlineCount(ctx.db, agentId, onlineOf(ctx)),
    teamDailySums(ctx.db, agentId, earliest, today),
    teamCountRows(ctx.db, agentId, Math.min(earliest, periods.lastWeek.from)),
  ]);
  const byDay = new Map(daily.map((row) => [num(row.day), row]));
  const newOn = (from: number, to: number) =>
    counts.filter((row) => row.kind === 'D' && row.start >= from && row.start <= to).reduce((total, row) => total + row.fresh, 0);
  const activeIn = (period: TeamPeriod, range: { from: number }) =>
    counts.find((row) => row.kind === COUNT_KIND[period] && row.start === range.from)?.active ?? 0;
  const stats = ranges.map((range, index): TeamStats => {
    const rows = daily.filter((row) => num(row.day) >= range.from && num(row.day) <= range.to);
    // The team's size at the period's end: today's, less those who registered after it.
    const teamSize = size.all - newOn(range.to + 1, today);
    return {
      teamSize,
      newMembers: newOn(range.from, range.to),
      activeMembers: activeIn(TEAM_PERIODS[index]!, range),
      ...moneyOf(addSums(rows)),
    };
  });
  const days = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = today - CHART_DAYS + 1 + index;
    const money = moneyOf(byDay.get(day));
    return {
      day: dayLabel(day),
      depositAmount: money.depositAmount,
      withdrawAmount: money.withdrawAmount,
      validBet: money.validBet,
      payout: money.payout,
      winLoss: money.winLoss,
    };
  });
  return {
    teamSize: size.all,
    directDownlines: size.direct,
    onlineNow: online,
    periods: Object.fromEntries(TEAM_PERIODS.map((period, index) => [period, stats[index]!])) as TeamOverview['periods'],
    days,
  };
}

function memberOf(row: TeamRow): TeamMember {
  return {
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    level: num(row.depth),
    uplineAccount: row.upline_username ?? null,
    status: row.status,
    balance: num(row.balance),
    online: Boolean(num(row.online as unknown as number)),
    lastLoginAt: row.last_login_at === null ? null : num(row.last_login_at),
    registeredAt: num(row.created_at),
    rateBp: row.agent_rate_bp ?? null,
  };
}

/** downlineManagmentView: the agent's team, filtered, newest first, a page at a time. */
export async function teamList(ctx: AppContext, { session }: Caller, query: TeamQuery): Promise<TeamPage> {
  const { pageNo, pageSize, online, ...rest } = query;
  const filter = { ...rest, ...(online !== undefined ? { online: online === 'true' } : {}) };
  const { rows, total } = await listTeam(ctx.db, session.memberId, filter, onlineOf(ctx), {
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return { list: rows.map(memberOf), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** One downline of the agent's team, or NOT_IN_TEAM: an account outside the team is never shown. */
export async function downlineSummary(ctx: AppContext, { merchant, session }: Caller, account: string): Promise<DownlineSummary> {
  const row = await findInTeam(ctx.db, session.memberId, account.toLowerCase(), onlineOf(ctx));
  if (!row) throw new AppError('NOT_IN_TEAM');
  const month = teamPeriods(ctx.clock.now(), merchant.settings.gmtOffsetMinutes).thisMonth;
  const [size, sums] = await Promise.all([teamSizeOf(ctx.db, row.id), memberSums(ctx.db, row.id, month.from, month.to)]);
  return {
    ...memberOf(row),
    teamSize: size.all,
    directDownlines: size.direct,
    canTransfer: row.upline_id === session.memberId && merchant.settings.wallet.transfer.downline,
    thisMonth: moneyOf(sums),
  };
}
