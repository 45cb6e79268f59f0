import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRaffle, raffleClientSeed } from '@panalo/contract/fair/raffle';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { PromotionDetail } from '@panalo/contract/rewards';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { balance, operatorToken, readyMember } from '../withdraw/withdraw.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { createPromotion } from './promotion-catalogue';
import { bonuses, claimPromotion, depositPaid, join, playDice, stateOf } from './rewards.test-kit';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Raffle and rebate promotions end to end over HTTP: tickets, the fair draw, the rebate claim. */
describe(`raffle and rebate promotions (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  const member = async () => {
    const username = `rfl${String((members += 1)).padStart(3, '0')}`;
    return { username, ...(await readyMember(t, username, 1_000_000)) };
  };
  const base = () => ({
    rulesHtml: { EN: '<p>Rules</p>', TY: '<p>Tuntunin</p>' },
    audience: { kind: 'ALL' as const },
    startsAt: t.clock.now() - HOUR,
    endsAt: null,
    budget: 100_000_000,
    perMemberCap: 10_000_000,
    perMemberLimit: null,
  });
  const detail = async (id: number, token?: string): Promise<PromotionDetail> => {
    const url = token ? `/wps/v2/promotions/${id}` : `/wps/promotions/${id}`;
    const response = await t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const draw = (staff: string, id: number) =>
    t.request({ method: 'POST', url: `/wps/operator/promotions/${id}/draw`, headers: bearer(staff) });

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '12' });
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
  }, 120_000);
  afterAll(() => t.close());

  it('a raffle counts tickets from deposits and turnover, draws on the committed seed once, and pays the winners as bonuses', async () => {
    const drawAt = t.clock.now() + 2 * HOUR;
    const id = await createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        ...base(),
        kind: 'RAFFLE',
        title: { EN: 'Lucky draw', TY: 'Masuwerteng bunutan' },
        reward: {},
        wagering: { multiple: 2, base: 'BONUS' },
        raffle: { drawAt, depositPerTicket: 10_000, turnoverPerTicket: 5_000, prizes: [30_000, 10_000] },
      },
      t.clock.now(),
    );
    const players = [await member(), await member(), await member()];
    const outsider = await member();
    for (const player of players) expect((await join(t, player.token, id)).statusCode).toBe(200);
    expect(await stateOf(t, players[0]!.token, id)).toBe('joined');
    await depositPaid(t, players[0]!.token, 30_000); // 3 tickets
    await depositPaid(t, players[1]!.token, 10_000); // 1 ticket
    await playDice(t, players[2]!.token, 2, 5_000); // 2 tickets from turnover
    await depositPaid(t, outsider.token, 50_000); // not joined: no tickets

    const visitor = await detail(id);
    expect(visitor.raffle).toMatchObject({ status: 'PENDING', serverSeed: null, totalTickets: 6, myTickets: null, winners: [] });
    expect(visitor.raffle!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await detail(id, players[0]!.token)).raffle!.myTickets).toBe(3);

    let { token: staff } = await operatorToken(t, 'rflstaff1');
    const early = await draw(staff, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RAFFLE_NOT_DUE');

    t.clock.advance(2 * HOUR);
    // Sessions time out over two idle hours: everyone logs in again.
    for (const player of [...players, outsider]) player.token = await t.login(player.username, 'Member1234');
    ({ token: staff } = await operatorToken(t, 'rflstaff2'));
    await depositPaid(t, players[1]!.token, 90_000); // after the draw time: counts no more
    const mains = await Promise.all(players.map(async (player) => (await balance(t, player.token)).balance));
    expect((await draw(staff, id)).json().value).toEqual({ drawn: true });
    expect((await draw(staff, id)).json().value).toEqual({ drawn: false });

    const result = (await detail(id, players[0]!.token)).raffle!;
    expect(result.status).toBe('DRAWN');
    expect(sha256Hex(result.serverSeed!)).toBe(visitor.raffle!.serverSeedHash);
    expect(result.totalTickets).toBe(6);
    // Anyone can redo the draw from the revealed seed and the entries.
    const entries = players.map((player, index) => ({ memberId: player.memberId, tickets: [3, 1, 2][index]! }));
    const expected = drawRaffle(result.serverSeed!, raffleClientSeed(id), entries, 2);
    expect(result.clientSeed).toBe(raffleClientSeed(id));
    expect(result.winners.map((winner) => [winner.rank, winner.ticket, winner.prize])).toEqual(
      expected.map((win, index) => [win.rank, win.ticket, [30_000, 10_000][index]]),
    );
    for (const [index, player] of players.entries()) {
      const won = expected.find((win) => win.memberId === player.memberId);
      const list = (await bonuses(t, player.token)).list.filter((reward) => reward.promotionId === id);
      expect(list.map((reward) => [reward.amount, reward.status, reward.turnoverRequired])).toEqual(
        won ? [[[30_000, 10_000][won.rank - 1], 'WAGERING', 2 * [30_000, 10_000][won.rank - 1]!]] : [],
      );
      expect(await stateOf(t, player.token, id)).toBe(won ? 'in process' : 'closed');
      // The prize waits in the bonus account while it wagers; main is unchanged.
      expect((await balance(t, player.token)).balance).toBe(mains[index]);
    }
    expect((await join(t, outsider.token, id)).json().code).toBe('PROMOTION_CLOSED');
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('a rebate promotion pays a share of the last day’s valid bets once, through the wagering rule', async () => {
    const id = await createPromotion(
      t.app.ctx.db,
      t.merchantId,
      {
        ...base(),
        kind: 'REBATE',
        title: { EN: 'Daily rebate 1%', TY: 'Araw-araw na rebate 1%' },
        reward: { rate: 100, rates: { RNG: 200 }, period: 'DAILY', cap: 1_000_000 },
        wagering: { multiple: 0, base: 'BONUS' },
      },
      t.clock.now(),
    );
    const player = await member();
    const other = await member();
    await playDice(t, player.token, 1, 10_000); // before joining: not counted
    expect(await stateOf(t, player.token, id)).toBe('join');
    expect((await claimPromotion(t, player.token, id)).json().code).toBe('PROMOTION_NOT_JOINED');
    expect((await join(t, player.token, id)).statusCode).toBe(200);
    await playDice(t, player.token, 3, 10_000);
    await playDice(t, other.token, 3, 10_000); // not joined
    const today = (await detail(id, player.token)).rebate!;
    // The built-in dice is an RNG game: 2% of 300.00.
    expect(today).toMatchObject({ period: 'DAILY', validBet: 30_000, accrued: 600, due: 0 });
    expect((await claimPromotion(t, player.token, id)).json().code).toBe('NOTHING_TO_CLAIM');

    t.clock.advance(DAY);
    const token = await t.login(player.username, 'Member1234');
    expect(await stateOf(t, token, id)).toBe('claim');
    const before = (await balance(t, token)).balance;
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimPromotion(t, token, id)));
    expect(claims.filter((claim) => claim.statusCode === 200)).toHaveLength(1);
    expect((await balance(t, token)).balance).toBe(before + 600);
    expect(await stateOf(t, token, id)).toBe('claimed');
    expect((await detail(id, token)).rebate).toMatchObject({ due: 0, validBet: 0 });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
