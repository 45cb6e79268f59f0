import type { CatalogueGame } from '@panalo/contract/games';
import { bonusCredited } from '../modules/ledger/ledger';
import type { TestApp } from './test-app.test-kit';

/** A catalogue game with ordinary values; tests set only what they are about. */
export const catalogueGame = (vendor: string, gameCode: string, name: string, extra: Partial<CatalogueGame> = {}): CatalogueGame => ({
  vendor,
  gameCode,
  name,
  gameType: 'RNG',
  gameClassify: 'SC',
  isLobby: false,
  minBet: 100,
  minLineNum: 20,
  isHot: false,
  supportPlay: 1,
  prizeMode: null,
  rtp: null,
  sortOrder: 0,
  ...extra,
});

/** A new member of the test brand with `balance` in the main wallet (a bonus posting), logged in. */
export async function fundedMember(t: TestApp, username: string, balance: number): Promise<{ memberId: number; token: string }> {
  const memberId = await t.account({ username, password: 'Player1234' });
  if (balance > 0) {
    await t.app.ctx.money.run((work) =>
      bonusCredited(work, {
        book: { merchantId: t.merchantId, currency: 'PHP' },
        memberId,
        amount: balance,
        reference: `fund-${memberId}`,
        now: t.clock.now(),
      }),
    );
  }
  return { memberId, token: await t.login(username, 'Player1234') };
}
