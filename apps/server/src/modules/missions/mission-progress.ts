import type { MissionKind, MissionPeriod } from '@panalo/contract/missions';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney } from '../../db/money-writer';
import { brandDay, brandOffset, gameTypeOf } from '../../kernel/posting-facts';
import { periodKeyOf } from '../../kernel/brand-periods';
import { activeMissions, addMark, addProgress, type MissionRow } from './missions.repository';

/**
 * Mission progress, counted from events as they happen (never by reading history back): the money
 * writer's postings (a bet's stake, a rollback taking it back, a credited deposit) and log-ins.
 * Each runs in the event's own transaction, so progress commits or rolls back with the event.
 */

const MISSIONS_TTL_MS = 5_000;

/** The brand's active missions, kept a few seconds per process: the bet path reads them on every stake. */
function missionsOf(ctx: AppContext, tx: Executor, merchantId: number): Promise<MissionRow[]> {
  const now = ctx.clock.now();
  const known = ctx.caches.activeMissions.get(merchantId);
  if (known && known.until > now) return known.rows;
  const rows = activeMissions(tx, merchantId);
  ctx.caches.activeMissions.set(merchantId, { rows, until: now + MISSIONS_TTL_MS });
  rows.catch(() => ctx.caches.activeMissions.delete(merchantId));
  return rows;
}

/** Drops the brand's cached missions (a mission was added or changed in this process). */
export const forgetMissions = (ctx: AppContext, merchantId: number): void => void ctx.caches.activeMissions.delete(merchantId);

interface Happening {
  merchantId: number;
  memberId: number;
  at: number;
}

async function count(
  ctx: AppContext,
  tx: Executor,
  happening: Happening,
  missions: MissionRow[],
  amountOf: (mission: MissionRow) => Promise<number>,
) {
  if (missions.length === 0) return;
  const offset = await brandOffset(ctx, tx, happening.merchantId);
  for (const mission of missions) {
    const amount = await amountOf(mission);
    if (amount === 0) continue;
    const periodKey = periodKeyOf(mission.period as MissionPeriod, happening.at, offset);
    const key = { missionId: mission.id, memberId: happening.memberId, periodKey, merchantId: happening.merchantId };
    await addProgress(tx, key, amount, mission.target, happening.at);
  }
}

const ofKind = (missions: MissionRow[], ...kinds: MissionKind[]) =>
  missions.filter((mission) => kinds.includes(mission.kind as MissionKind));

/**
 * The money writer's listener: stakes count for BET and DISTINCT_GAMES missions, deposits for
 * DEPOSIT ones. Off with REWARDS_ENGINE=false, like bonus turnover (bench:games compares the two).
 */
export async function recordMissionActivity(ctx: AppContext, tx: Executor, posting: PostedMoney): Promise<void> {
  if (!ctx.config.REWARDS_ENGINE) return;
  if (posting.event !== 'BET' && posting.event !== 'ROLLBACK' && posting.event !== 'DEPOSIT') return;
  const all = await missionsOf(ctx, tx, posting.merchantId);
  if (all.length === 0) return;
  if (posting.event === 'DEPOSIT') {
    await count(ctx, tx, posting, ofKind(all, 'DEPOSIT'), async () => posting.amount);
    return;
  }
  const rollback = posting.event === 'ROLLBACK';
  const relevant = ofKind(all, 'BET', ...(rollback ? [] : (['DISTINCT_GAMES'] as const)));
  if (relevant.length === 0) return;
  const gameType = await gameTypeOf(ctx, tx, posting.gameId);
  await count(ctx, tx, posting, relevant, async (mission) => {
    if (mission.kind === 'BET') {
      if (mission.game_type !== null && mission.game_type !== gameType) return 0;
      return rollback ? -posting.amount : posting.amount;
    }
    if (posting.gameId === undefined) return 0;
    const offset = await brandOffset(ctx, tx, posting.merchantId);
    const periodKey = periodKeyOf(mission.period as MissionPeriod, posting.at, offset);
    return (await addMark(tx, { missionId: mission.id, memberId: posting.memberId, periodKey }, `g:${posting.gameId}`)) ? 1 : 0;
  });
}

/** A log-in (every way of logging in goes through openMemberSession): one more day for LOGIN_DAYS missions, once a day. */
export async function recordMissionLogin(ctx: AppContext, tx: Executor, login: Happening): Promise<void> {
  const all = ofKind(await missionsOf(ctx, tx, login.merchantId), 'LOGIN_DAYS');
  if (all.length === 0) return;
  const offset = await brandOffset(ctx, tx, login.merchantId);
  const day = `d:${brandDay(login.at, offset)}`;
  await count(ctx, tx, login, all, async (mission) => {
    const periodKey = periodKeyOf(mission.period as MissionPeriod, login.at, offset);
    return (await addMark(tx, { missionId: mission.id, memberId: login.memberId, periodKey }, day)) ? 1 : 0;
  });
}
