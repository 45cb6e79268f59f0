import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { HumanCheckChallenge, HumanCheckScene, HumanCheckScenes } from '@panalo/contract/human-check';
import type { TestApp } from '../../test-support/test-app.test-kit';

/** Settings that make a challenge take a few tries of one iteration: tests solve them at once. */
export const EASY_HUMAN_CHECK = { HUMAN_CHECK_COMPLEXITY: '20', HUMAN_CHECK_COST: '1' } as const;

export async function fetchChallenge(
  t: TestApp,
  scene: HumanCheckScene,
  headers: Record<string, string> = {},
): Promise<HumanCheckChallenge> {
  const response = await t.request({ method: 'GET', url: `/wps/human-check/challenge?scene=${scene}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as HumanCheckChallenge;
}

/** The payload the altcha widget builds: base64 of the challenge as received and the found counter. */
export function widgetPayload(challenge: HumanCheckChallenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

/** Fetches and solves a challenge as the widget would; returns the `humanCheck` field's value. */
export async function solvedHumanCheck(t: TestApp, scene: HumanCheckScene, headers: Record<string, string> = {}): Promise<string> {
  const challenge = await fetchChallenge(t, scene, headers);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('challenge not solved');
  return widgetPayload(challenge, solution);
}

/** Turns the brand's human-check scenes on or off. */
export async function guardScenes(t: TestApp, scenes: Partial<HumanCheckScenes>): Promise<void> {
  await t.updateBrand((merchant) => Object.assign(merchant.settings.humanCheck, scenes));
}
