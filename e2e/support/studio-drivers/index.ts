import type { Frame, Page } from 'playwright-core';
import type { StudioKind } from '@panalo/contract/studio';
import { playBingoRound } from './bingo';
import { playFishRound } from './fish';
import { playLiveRound } from './live';
import { playPusoyRound } from './pusoy';
import { playSlotRound } from './slot';
import { playTongitsRound } from './tongits';
import { playWheelRound } from './wheel';

/**
 * How the all-vendors browser test (e2e/studio-vendors.test.ts) plays one round of each studio game
 * type: a driver per kind plays the smallest bet on an open game page and waits until it settled.
 * A kind without a driver is reported by that test as a failure, so a new game type brings its own.
 */
export type StudioDriver = (page: Page) => Promise<void>;

export const STUDIO_DRIVERS: Partial<Record<StudioKind, StudioDriver>> = {
  slot: playSlotRound,
  wheel: playWheelRound,
  bingo: playBingoRound,
  fish: playFishRound,
  pusoy: playPusoyRound,
  live: playLiveRound,
  tongits: playTongitsRound,
};

/** The game type of an open studio page, as its config says. */
export async function studioKindOn(page: Page | Frame): Promise<string> {
  const config = JSON.parse((await page.locator('#studio-config').textContent()) ?? '{}') as { kind?: string };
  return config.kind ?? 'unknown';
}
