import { describe, expect, it } from 'vitest';
import { BACCARAT_RTP, cardAt, type BaccaratCoup } from './baccarat';
import { fairStream } from './fair-stream';
import { DRAGON_TIGER_RTP, dragonTigerSettle } from './studio-dragon-tiger';
import { LIVE_SPOTS, LIVE_TABLES, liveSpotRtp, liveTableOf, playLive, settleLive } from './studio-live';
import { ROULETTE_POCKETS, ROULETTE_SPOTS, ROULETTE_WHEEL, rouletteRtp, rouletteSettle } from './studio-roulette';
import { SIC_BO_RTP, SIC_BO_SPOTS, sicBoReturn, sicBoRtpOf } from './studio-sicbo';

/** Exact dragon tiger odds by counting ordered pairs of cards from the 416-card shoe. */
function dragonTigerRtpByCounting(): Record<'dragon' | 'tiger' | 'tie', number> {
  const sums = { dragon: 0, tiger: 0, tie: 0 };
  const pairs = 416 * 415;
  for (let a = 1; a <= 13; a += 1)
    for (let b = 1; b <= 13; b += 1) {
      const ways = 32 * (a === b ? 31 : 32);
      const winner = a > b ? 'dragon' : b > a ? 'tiger' : 'tie';
      for (const spot of ['dragon', 'tiger', 'tie'] as const) sums[spot] += (ways * dragonTigerSettle(spot, 2, winner)) / 2;
    }
  return { dragon: sums.dragon / pairs, tiger: sums.tiger / pairs, tie: sums.tie / pairs };
}

describe('the studio live tables', () => {
  it('states the exact RTP of every roulette bet: 36/37', () => {
    expect(new Set(ROULETTE_WHEEL).size).toBe(ROULETTE_POCKETS);
    for (const spot of ROULETTE_SPOTS) {
      let returned = 0;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) returned += rouletteSettle(spot, 100, pocket);
      expect(returned / (100 * ROULETTE_POCKETS), spot).toBeCloseTo(36 / 37, 14);
      expect(rouletteRtp(spot)).toBeCloseTo(36 / 37, 14);
    }
    expect(rouletteSettle('n17', 100, 17)).toBe(3_600);
    expect(rouletteSettle('red', 100, 0)).toBe(0);
    expect(rouletteSettle('dozen2', 100, 13)).toBe(300);
    expect(rouletteSettle('col1', 100, 34)).toBe(300);
  });

  it('states the exact RTP of every dragon tiger bet, with the tie 8:1 and half back', () => {
    const counted = dragonTigerRtpByCounting();
    for (const spot of ['dragon', 'tiger', 'tie'] as const) expect(DRAGON_TIGER_RTP[spot]).toBeCloseTo(counted[spot], 14);
    expect(dragonTigerSettle('dragon', 1_000, 'tie')).toBe(500);
    expect(dragonTigerSettle('tie', 1_000, 'tie')).toBe(9_000);
    expect(dragonTigerSettle('tiger', 1_000, 'dragon')).toBe(0);
  });

  it('states the exact RTP of every sic bo bet from the 216 throws', () => {
    for (const spot of SIC_BO_SPOTS) expect(SIC_BO_RTP[spot], spot).toBeCloseTo(sicBoRtpOf(spot), 14);
    expect(sicBoReturn('small', [1, 1, 1])).toBe(0);
    expect(sicBoReturn('big', [6, 5, 4])).toBe(2);
    expect(sicBoReturn('total4', [1, 1, 2])).toBe(61);
    expect(sicBoReturn('triple3', [3, 3, 3])).toBe(181);
    expect(sicBoReturn('single2', [2, 2, 5])).toBe(3);
  });

  it("uses the built-in baccarat's exact RTPs for its spots", () => {
    for (const spot of LIVE_SPOTS.baccarat) expect(liveSpotRtp('baccarat', spot)).toBe(BACCARAT_RTP[spot as 'player']);
  });

  it('counts 10 on player and 10 on banker, banker winning, as 19.50 back on a 20.00 stake', () => {
    const card = (rank: number) => cardAt(rank - 1);
    const coup: BaccaratCoup = { player: [card(2), card(3)], banker: [card(4), card(4)], playerTotal: 5, bankerTotal: 8, winner: 'banker' };
    const outcome = settleLive({ table: 'baccarat', coup }, { player: 1_000, banker: 1_000 });
    expect(outcome.payouts).toEqual({ player: 0, banker: 1_950 });
    expect(outcome.payout - 2_000).toBe(-50);
    expect(outcome.road).toBe('B');
  });

  it('chooses a table by the name, else by the code number, always the same', () => {
    expect(liveTableOf({ gameName: 'Speed Baccarat C', gameCode: 'X_0003' })).toBe('baccarat');
    expect(liveTableOf({ gameName: 'Dragon Tiger A', gameCode: 'X_0001' })).toBe('dragon-tiger');
    expect(liveTableOf({ gameName: 'Sic Bo B', gameCode: 'X_0002' })).toBe('sic-bo');
    expect(liveTableOf({ gameName: 'Color Game B', gameCode: 'X_0002' })).toBe('sic-bo');
    expect(liveTableOf({ gameName: 'Roulette Z', gameCode: 'X_0026' })).toBe('roulette');
    expect(liveTableOf({ gameName: 'Something', gameCode: 'X_0006' })).toBe(LIVE_TABLES[2]);
  });

  it('replays a deal from its seeds, pays whole units and refuses bets off the table', () => {
    for (const table of LIVE_TABLES) {
      const bets = Object.fromEntries(LIVE_SPOTS[table].slice(0, 3).map((spot) => [spot, 200]));
      const a = playLive(fairStream('s', 'c', 7), table, bets, 100);
      expect(playLive(fairStream('s', 'c', 7), table, bets, 100)).toEqual(a);
      expect(Number.isInteger(a.payout)).toBe(true);
      expect(() => playLive(fairStream('s', 'c', 7), table, { nowhere: 100 }, 100)).toThrow(RangeError);
      expect(() => playLive(fairStream('s', 'c', 7), table, { [LIVE_SPOTS[table][0]!]: 150 }, 100)).toThrow(RangeError);
      expect(() => playLive(fairStream('s', 'c', 7), table, {}, 100)).toThrow(RangeError);
    }
  });
});
