import type { BreakView } from '@panalo/contract/self-exclusion';
import type { BreakRow } from './self-exclusion.repository';

type HistoryRow = BreakRow & { staffName: string | null };

/** A break as the contract shows it; who added it and why only for staff. */
export function toBreakView(row: HistoryRow, staff: boolean): BreakView {
  const nullable = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    kind: row.kind as BreakView['kind'],
    period: row.period as BreakView['period'],
    status: row.status as BreakView['status'],
    source: row.source as BreakView['source'],
    startsAt: Number(row.starts_at),
    endsAt: nullable(row.ends_at),
    liftableFrom: nullable(row.liftable_from),
    liftRequestedAt: nullable(row.lift_requested_at),
    reason: staff ? row.reason : null,
    addedBy: staff ? row.staffName : null,
  };
}
