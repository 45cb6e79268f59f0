import { describe, expect, it } from 'vitest';
import { fairBytes } from './fair-bytes';
import { JACKPOT_CHANCE_SCALE, drawJackpot } from './jackpot';

describe('jackpot draw', () => {
  it('is the first word of the stake reference block, modulo a million (rejection aside)', () => {
    const bytes = fairBytes('seed-a', 'OR123', 0, 0);
    const word = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const limit = 2 ** 32 - (2 ** 32 % JACKPOT_CHANCE_SCALE);
    if (word < limit) expect(drawJackpot('seed-a', 'OR123', 0).roll).toBe(word % JACKPOT_CHANCE_SCALE);
  });

  it('hits below the chance only, and the same seeds always give the same roll', () => {
    const { roll } = drawJackpot('seed-b', 'ref-1', 0);
    expect(drawJackpot('seed-b', 'ref-1', roll).hit).toBe(false);
    expect(drawJackpot('seed-b', 'ref-1', roll + 1).hit).toBe(true);
    expect(drawJackpot('seed-b', 'ref-1', JACKPOT_CHANCE_SCALE).hit).toBe(true);
    expect(drawJackpot('seed-b', 'ref-1', 0)).toEqual(drawJackpot('seed-b', 'ref-1', 0));
  });
});
