import { LIMIT_PERIODS, RAISE_DELAY_MS, type LimitPeriod, type MoneyLimitKind, type PlayLimitKey } from '@panalo/contract/play-limits';
import { AppError } from '../../lib/app-error';
import { brandTimeText, dayStart, periodDays } from './play-periods';
import type { LimitRow, UsageDay } from './play-limits.repository';

/** The pure rules of the limits: what is in force, what a change does, what a period has used. */

/** The value in force at `now`: a pending change whose time has come has replaced the old value. */
export function inForce(
  row: LimitRow | undefined,
  now: number,
): { value: number | null; pending: { value: number | null; appliesAt: number } | null } {
  if (!row) return { value: null, pending: null };
  if (row.pending_at !== null && row.pending_at <= now) return { value: row.pending_value, pending: null };
  return { value: row.value, pending: row.pending_at === null ? null : { value: row.pending_value, appliesAt: row.pending_at } };
}

/**
 * What asking for `wanted` does to a limit in force: a first limit or a lower one applies at once
 * (and drops a waiting raise); a higher one or a removal waits RAISE_DELAY_MS; the same value only
 * drops a waiting change.
 */
export function changeOf(current: number | null, wanted: number | null, now: number): LimitRow & { appliesAt: number } {
  const base = { limit_key: '' };
  const lowers = wanted !== null && (current === null || wanted < current);
  if (lowers || wanted === current) return { ...base, value: wanted, pending_value: null, pending_at: null, appliesAt: now };
  const appliesAt = now + RAISE_DELAY_MS;
  return { ...base, value: current, pending_value: wanted, pending_at: appliesAt, appliesAt };
}

export const limitKey = (kind: MoneyLimitKind, period: LimitPeriod): PlayLimitKey => `${kind}_${period}`;

/** What a period used of one money limit: deposits asked for, stakes, or stakes less wins. */
export function usedIn(kind: MoneyLimitKind, days: UsageDay[], first: number, next: number): number {
  let used = 0;
  for (const day of days) {
    if (day.day < first || day.day >= next) continue;
    used += kind === 'DEPOSIT' ? day.deposited : kind === 'WAGER' ? day.staked : day.staked - day.won;
  }
  return used;
}

const CODES = { DEPOSIT: 'RG_DEPOSIT_LIMIT', LOSS: 'RG_LOSS_LIMIT', WAGER: 'RG_WAGER_LIMIT' } as const;

/**
 * The refusal of the first limit of `kind` that `extra` more would pass (the usage already holds
 * what this operation added when `extra` is 0); null when every period has room.
 * `full` refuses when a limit is merely reached (a game launch with nothing left to stake).
 */
export function limitRefusal(
  kind: MoneyLimitKind,
  input: { limits: LimitRow[]; days: UsageDay[]; today: number; offset: number; now: number; extra: number; full?: boolean },
): AppError | null {
  for (const period of LIMIT_PERIODS) {
    const key = limitKey(kind, period);
    const { value } = inForce(
      input.limits.find((row) => row.limit_key === key),
      input.now,
    );
    if (value === null) continue;
    const { first, next } = periodDays(period, input.today);
    const used = usedIn(kind, input.days, first, next) + input.extra;
    if (used > value || (input.full && used >= value)) {
      const resetsAt = dayStart(next, input.offset);
      return new AppError(CODES[kind], { limit: { key, period, resetsAt, resetsAtText: brandTimeText(resetsAt, input.offset) } });
    }
  }
  return null;
}

/** The earliest first day any period of today needs (the month's or the week's start). */
export function earliestDay(today: number): number {
  return Math.min(periodDays('MONTHLY', today).first, periodDays('WEEKLY', today).first);
}
