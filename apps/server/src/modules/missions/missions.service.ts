import {
  maskName,
  type LeaderboardValue,
  type MissionCard,
  type MissionPeriod,
  type MissionStatus,
  type MissionSummary,
} from '@panalo/contract/missions';
import type { Language } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { grantMissionReward } from '../rewards/engine-rewards';
import { bookOf } from '../wallet/wallet.service';
import { periodEndOf, periodKeyOf } from '../../kernel/brand-periods';
import { activeMissions, findMission, leaderboard, markMissionClaimed, progressOf, type MissionRow } from './missions.repository';

/**
 * missionLeaderboard: the brand's daily and weekly missions with the member's progress in the
 * current period, the claim of a completed one (paid once, whatever the number of parallel
 * claims), and the period's leaderboard with masked names.
 */

const LEADERBOARD_SIZE = 20;

const titleOf = (mission: MissionRow, language: Language): string => {
  const title = JSON.parse(mission.title) as Record<Language, string | undefined>;
  return title[language] ?? title.EN ?? '';
};

function statusOf(progress: { completed_at: number | null; claimed_at: number | null } | undefined): MissionStatus {
  if (progress?.claimed_at != null) return 'CLAIMED';
  return progress?.completed_at != null ? 'CLAIMABLE' : 'IN_PROGRESS';
}

/** The missions of the current day and week with the member's progress, and the badge (claimable count). */
export async function missionSummary(ctx: AppContext, caller: Caller): Promise<MissionSummary> {
  const now = ctx.clock.now();
  const offset = caller.merchant.settings.gmtOffsetMinutes;
  const missions = await activeMissions(ctx.db, caller.merchant.id);
  const keys = { DAILY: periodKeyOf('DAILY', now, offset), WEEKLY: periodKeyOf('WEEKLY', now, offset) };
  const rows = await progressOf(ctx.db, caller.session.memberId, [keys.DAILY, keys.WEEKLY]);
  const progressBy = new Map(rows.map((row) => [`${row.mission_id}:${row.period_key}`, row]));
  const cards: MissionCard[] = missions.map((mission) => {
    const period = mission.period as MissionPeriod;
    const progress = progressBy.get(`${mission.id}:${keys[period]}`);
    return {
      id: mission.id,
      period,
      kind: mission.kind as MissionCard['kind'],
      title: titleOf(mission, caller.session.language),
      gameType: mission.game_type,
      target: mission.target,
      progress: Math.min(progress?.progress ?? 0, mission.target),
      reward: mission.reward,
      status: statusOf(progress),
      endsAt: periodEndOf(period, now, offset),
    };
  });
  return { missions: cards, badge: cards.filter((card) => card.status === 'CLAIMABLE').length };
}

/**
 * Claims a completed mission of the current period: the progress row's claimed stamp is the
 * guard, then the reward goes through the promotion engine (the brand's MISSION promotion: its
 * audience, budget, limit and wagering), all in one money operation.
 */
export async function claimMission(ctx: AppContext, caller: Caller, missionId: number): Promise<{ missionId: number; reward: number }> {
  const mission = await findMission(ctx.db, caller.merchant.id, missionId);
  if (!mission) throw new AppError('RECORD_NOT_FOUND');
  const now = ctx.clock.now();
  const periodKey = periodKeyOf(mission.period as MissionPeriod, now, caller.merchant.settings.gmtOffsetMinutes);
  const memberId = caller.session.memberId;
  await ctx.money.run(async (work) => {
    if (!(await markMissionClaimed(work.tx, { missionId, memberId, periodKey }, now))) {
      const [progress] = (await progressOf(work.tx, memberId, [periodKey])).filter((row) => row.mission_id === missionId);
      throw new AppError(progress?.claimed_at != null ? 'MISSION_ALREADY_CLAIMED' : 'MISSION_NOT_COMPLETE');
    }
    await grantMissionReward(work, bookOf(caller.merchant), {
      merchantId: caller.merchant.id,
      memberId,
      amount: mission.reward,
      periodKey: `MS${missionId}-${periodKey}`,
      now,
    });
  });
  return { missionId, reward: mission.reward };
}

/** The period's top members by missions completed; names masked, the caller's own row marked. */
export async function missionLeaderboard(ctx: AppContext, caller: Caller, period: MissionPeriod): Promise<LeaderboardValue> {
  const periodKey = periodKeyOf(period, ctx.clock.now(), caller.merchant.settings.gmtOffsetMinutes);
  const rows = await leaderboard(ctx.db, caller.merchant.id, periodKey, LEADERBOARD_SIZE);
  return {
    period,
    entries: rows.map((row, index) => ({
      rank: index + 1,
      name: maskName(row.username),
      completed: Number(row.completed),
      self: row.member_id === caller.session.memberId,
    })),
  };
}
