import { describe, expect, it } from 'vitest';
import { drawRaffle, ticketsOf } from './raffle';

describe('raffle draw', () => {
  const entries = [
    { memberId: 7, tickets: 3 },
    { memberId: 2, tickets: 1 },
    { memberId: 9, tickets: 0 },
    { memberId: 4, tickets: 5 },
  ];

  it('is the same for the same seeds, and nobody wins twice', () => {
    const first = drawRaffle('seed-a', 'raffle-1', entries, 5);
    expect(drawRaffle('seed-a', 'raffle-1', [...entries].reverse(), 5)).toEqual(first);
    expect(first.map((win) => win.rank)).toEqual([1, 2, 3]);
    expect(new Set(first.map((win) => win.memberId)).size).toBe(3);
    expect(first.some((win) => win.memberId === 9)).toBe(false);
  });

  it('names a ticket the winner holds in the first numbering (2: 0, 4: 1-5, 7: 6-8)', () => {
    const ranges: Record<number, [number, number]> = { 2: [0, 0], 4: [1, 5], 7: [6, 8] };
    for (let seed = 0; seed < 50; seed++) {
      for (const win of drawRaffle(`s${seed}`, 'raffle-1', entries, 3)) {
        const [low, high] = ranges[win.memberId]!;
        expect(win.ticket).toBeGreaterThanOrEqual(low);
        expect(win.ticket).toBeLessThanOrEqual(high);
      }
    }
  });

  it('gives a member with more tickets the first prize more often', () => {
    const wins = { 1: 0, 2: 0 };
    for (let seed = 0; seed < 400; seed++) {
      const [win] = drawRaffle(
        `seed${seed}`,
        'raffle-3',
        [
          { memberId: 1, tickets: 1 },
          { memberId: 2, tickets: 9 },
        ],
        1,
      );
      wins[win!.memberId as 1 | 2] += 1;
    }
    expect(wins[2]).toBeGreaterThan(wins[1] * 4);
  });

  it('draws nothing without tickets, and counts tickets from deposits and turnover up to the cap', () => {
    expect(drawRaffle('x', 'y', [], 3)).toEqual([]);
    expect(ticketsOf({ depositPerTicket: 10_000, turnoverPerTicket: 50_000 }, 25_000, 120_000)).toBe(4);
    expect(ticketsOf({ depositPerTicket: 10_000, maxTicketsPerMember: 3 }, 90_000, 0)).toBe(3);
    expect(ticketsOf({ turnoverPerTicket: 100 }, 5_000, -50)).toBe(0);
  });
});
