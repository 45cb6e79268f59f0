import type { AppContext } from '../../app-context';
import { notify } from '../messages/notices';
import { insertFeedback, setReply } from './feedback.repository';

/** The demo's answered feedback, so player1's feedback history and messages show a reply from the start. */
export async function seedDemoFeedback(ctx: AppContext, input: { merchantId: number; memberId: number; staffId: number }) {
  const now = ctx.clock.now();
  const id = await insertFeedback(ctx.db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    content: 'Could you add more fishing games to the lobby?',
    now: now - 3_600_000,
  });
  const reply = 'Thank you for the idea! New fishing games arrive next month.';
  await ctx.money.run(async (work) => {
    await setReply(work.tx, id, { text: reply, by: input.staffId, now });
    await notify(ctx, work, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      kind: 'FEEDBACK_REPLY',
      params: { feedbackId: id, reply },
    });
  });
}
