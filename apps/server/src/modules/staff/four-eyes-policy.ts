import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { HOUR } from '../../lib/clock';
import type { Merchant } from '../../kernel/merchant';
import { unconfirmedMembers } from './staff-changes.repository';
import { areSponsorLinked } from './staff-sponsors.repository';
import { accountCreatedAt } from './staff.repository';

/**
 * Who may be the second pair of eyes (docs/decisions/0003-four-eyes-no-puppets.md): the one rule
 * for every four-eyes decision, a money request (adjustment, deposit credit, promotion grant) as
 * much as a new staff account or a role grant. The decider is
 *
 * - not the requester (FOUR_EYES_OWN_REQUEST);
 * - not joined to the requester by creation or promotion, in either direction and through any
 *   chain (FOUR_EYES_RELATED_STAFF): an account the requester set up may be the requester's own
 *   puppet, and one that set the requester up may be the requester's puppeteer;
 * - an account a second admin confirmed (STAFF_NOT_CONFIRMED) that is at least the brand's
 *   `fourEyes.newStaffHours` old (FOUR_EYES_NEW_ACCOUNT): a puppet made today decides nothing today.
 */
export async function assertMayDecide(
  db: Executor,
  decision: { merchant: Merchant; deciderId: number; requesterId: number; now: number },
): Promise<void> {
  const { merchant, deciderId, requesterId, now } = decision;
  if (deciderId === requesterId) throw new AppError('FOUR_EYES_OWN_REQUEST');
  if (await areSponsorLinked(db, deciderId, requesterId)) throw new AppError('FOUR_EYES_RELATED_STAFF');
  if ((await unconfirmedMembers(db, [deciderId])).size > 0) throw new AppError('STAFF_NOT_CONFIRMED');
  const created = await accountCreatedAt(db, deciderId);
  const age = created === null ? 0 : now - created;
  if (age < merchant.settings.fourEyes.newStaffHours * HOUR) throw new AppError('FOUR_EYES_NEW_ACCOUNT');
}
