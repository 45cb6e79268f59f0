import { z } from 'zod';
import type { Studio } from '../studio-context';
import type { CardHandStep } from './card-hand-rules';

/** The request bodies every card game's routes share (card-hands.routes.ts), and its steps' own on top of them. */

export const launchToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
export const brandCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .optional()
  .nullable();

/** A call on one hand: its id, and the launch's token (none in free play). */
export const handRequest = z.object({ handId: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/), token: launchToken.optional(), brand: brandCode });

export const dealRequest = <Bet extends z.ZodTypeAny>(bet: Bet) =>
  z
    .object({
      game: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
      token: launchToken.optional(),
      brand: brandCode,
      requestKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/),
      bet,
      clientSeed: z
        .string()
        .regex(/^[\x21-\x7e]{1,64}$/)
        .optional(),
    })
    // Free play names its client seed; a live hand is the launch's token.
    .refine((body) => body.token !== undefined || body.clientSeed !== undefined);

export const resumeRequest = z.object({ token: launchToken, brand: brandCode });

/** A step of the player's on a hand, its body read by `body` (a ZodError answers VALIDATION_FAILED). */
export const handStep = <Body>(
  name: string,
  body: z.ZodType<Body>,
  run: (studio: Studio, body: Body) => Promise<unknown>,
): CardHandStep => ({
  name,
  run: (studio, raw) => run(studio, body.parse(raw)),
});
