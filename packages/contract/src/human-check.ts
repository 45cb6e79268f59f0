import { z } from 'zod';

/**
 * Human verification (spec 000 sections 4 and 7: "a human-verification service with scenes login,
 * sms and register"): a self-hosted proof-of-work in the ALTCHA v2 format. The client fetches a
 * challenge for a scene, solves it (the altcha widget), and sends the widget's base64 payload as
 * the `humanCheck` field of the call the scene guards. Each payload works once, for its scene.
 */
export const HUMAN_CHECK_SCENES = ['login', 'sms', 'register'] as const;
export type HumanCheckScene = (typeof HUMAN_CHECK_SCENES)[number];

/** GET /wps/human-check/challenge?scene=… */
export const humanCheckChallengeQuery = z.object({ scene: z.enum(HUMAN_CHECK_SCENES) });

const dataValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The ALTCHA v2 challenge parameters. Everything here is covered by the signature except
 * `expiresAt`, which is only a hint for the widget's countdown: the server checks the signed
 * expiry in `data.expires` (epoch milliseconds) against its own clock.
 */
export const humanCheckParameters = z.object({
  algorithm: z.string().max(32),
  nonce: z.string().max(128),
  salt: z.string().max(128),
  cost: z.number().int(),
  keyLength: z.number().int(),
  keyPrefix: z.string().max(256),
  keySignature: z.string().max(256).optional(),
  memoryCost: z.number().int().optional(),
  parallelism: z.number().int().optional(),
  expiresAt: z.number().int().optional(),
  data: z.record(z.string().max(32), dataValue).optional(),
});

/** The challenge exactly as the altcha widget takes it (`challenge` attribute or onFetchChallenge). */
export const humanCheckChallenge = z.object({
  parameters: humanCheckParameters,
  signature: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallenge>;

/** What the widget produces once it solved a challenge, before base64: the challenge and the found counter. */
export const humanCheckSolution = z.object({
  challenge: z.object({ parameters: humanCheckParameters.omit({ expiresAt: true }), signature: z.string().max(256) }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

/** The field every guarded call carries: the widget's payload (base64 JSON). */
export const humanCheckField = z.string().max(4096).optional();

/** Which scenes the brand guards; published in the register settings so the forms know. */
export const humanCheckScenes = z.object({ login: z.boolean(), sms: z.boolean(), register: z.boolean() });
export type HumanCheckScenes = z.infer<typeof humanCheckScenes>;
