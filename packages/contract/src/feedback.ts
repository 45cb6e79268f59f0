import { z } from 'zod';

/**
 * Feedback (spec 001 sections 3, 5 and 7: PUT /wps/feedback, content between {0} and {1} words).
 * The bounds are the brand's (settings.feedback); the operator's reply arrives as a message.
 */

/** Words as a reader counts them: runs of non-space characters. */
export const countWords = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;

/** A hard ceiling on characters whatever the word bounds, so one word cannot be a megabyte. */
export const FEEDBACK_MAX_CHARS = 4000;

export const feedbackRequest = z.object({ content: z.string().max(FEEDBACK_MAX_CHARS * 2) });
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const feedbackRecord = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.number().int(),
  reply: z.string().nullable(),
  repliedAt: z.number().int().nullable(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecord>;

export const feedbackHistory = z.object({
  list: z.array(feedbackRecord),
  minWords: z.number().int(),
  maxWords: z.number().int(),
});
export type FeedbackHistory = z.infer<typeof feedbackHistory>;

/** The operator's view: whose feedback, and whether it has a reply yet. */
export const operatorFeedback = feedbackRecord.extend({ username: z.string() });
export const operatorFeedbackList = z.object({ list: z.array(operatorFeedback) });
export const operatorFeedbackQuery = z.object({ status: z.enum(['open', 'all']).default('open') });
export const feedbackReplyRequest = z.object({ reply: z.string().trim().min(1).max(2000) });
