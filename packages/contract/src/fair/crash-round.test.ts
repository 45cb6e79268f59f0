import { describe, expect, it } from 'vitest';
import { playCrash } from './crash';
import { autoCashOutOf, CRASH_ROUND, crashRoundPoint, msToReach, multiplierAt, settleCrashRound, stopPointOf } from './crash-round';
import { fairStream } from './fair-stream';

describe('the shared crash round', () => {
  it('climbs from 1.00x, never falls, and reaches each multiplier first at msToReach', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(CRASH_ROUND.doubleMs)).toBe(200);
    let last = 100;
    for (let ms = 0; ms <= 20_000; ms += 7) {
      const now = multiplierAt(ms);
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
    for (let point = 100; point <= CRASH_ROUND.cap; point += 37) {
      const ms = msToReach(point);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(point);
      if (ms > 0) expect(multiplierAt(ms - 1)).toBeLessThan(point);
    }
  });

  it('ends every round within its 20 s period, two seconds to spare', () => {
    expect(msToReach(CRASH_ROUND.cap)).toBeLessThan(18_100);
    expect(msToReach(1_000_000)).toBe(msToReach(CRASH_ROUND.cap));
    expect(stopPointOf(7_656)).toBe(CRASH_ROUND.cap);
  });

  it("draws the built-in Crash's point at nonce 0 and settles a target as it does: the verifier's replay", () => {
    for (let n = 0; n < 200; n += 1) {
      const seeds = ['a'.repeat(64), `c:DEMO|NEONSLOT|NEONSLOT_0003#${n}`] as const;
      const point = crashRoundPoint(fairStream(seeds[0], seeds[1], 0));
      for (const auto of [101, 200, 1_000, CRASH_ROUND.cap])
        expect(settleCrashRound(point, 1_000, auto)).toEqual(
          playCrash(fairStream(seeds[0], seeds[1], 0), { amount: 1_000, cashOutAt: auto }),
        );
      // No auto cash-out plays for the cap.
      expect(settleCrashRound(point, 1_000, null).payout).toBe(point >= CRASH_ROUND.cap ? 50_000 : 0);
    }
  });

  it('takes an auto cash-out from 1.01x to the cap, or none', () => {
    expect(autoCashOutOf(undefined)).toBeNull();
    expect(autoCashOutOf(101)).toBe(101);
    expect(autoCashOutOf(CRASH_ROUND.cap)).toBe(CRASH_ROUND.cap);
    for (const bad of [100, CRASH_ROUND.cap + 1, 1.5, '2', -3]) expect(() => autoCashOutOf(bad)).toThrow(RangeError);
  });
});
