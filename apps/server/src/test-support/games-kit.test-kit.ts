import type { CatalogueFile, CatalogueGame } from '@panalo/contract/games';
import type { KycStatus } from '@panalo/contract/kyc';
import type { Executor } from '../db/executor';
import { importCatalogue } from '../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../modules/games/catalogue.repository';
import { bonusCredited } from '../modules/ledger/ledger';
import { brandSecret } from './brand-secrets.test-kit';
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

/**
 * Loads a catalogue whose every vendor can launch (a launch page mapped to it), as the lobby
 * shows only games a vendor can open (modules/games/launchability.ts).
 */
export async function importPlayableCatalogue(db: Executor, merchantId: number, file: CatalogueFile, now: number) {
  const report = await importCatalogue(db, merchantId, file, now);
  for (const vendor of file.vendors) await setVendorLaunchUrl(db, vendor.code, 'https://games.example.com/play');
  return report;
}

/**
 * A new member of the test brand with `balance` in the main wallet (a bonus posting), logged in.
 * `kycStatus` 'A' for a member who plays past the KYC deadline (kernel/money-screen.ts).
 */
export async function fundedMember(
  t: TestApp,
  username: string,
  balance: number,
  options: { kycStatus?: KycStatus } = {},
): Promise<{ memberId: number; token: string }> {
  const memberId = await t.account({ username, password: 'Player1234', ...options });
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

/**
 * A seamless vendor of the test brand with one slot, a launch address and its signing secret:
 * what tests of the seamless API stand on. Returns the secret and the slot's node id.
 */
export async function oneSlotSeamlessVendor(t: TestApp, code: string, name: string): Promise<{ secret: string; gameId: number }> {
  const vendor = { code, name, gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' } as const;
  await importCatalogue(t.app.ctx.db, t.merchantId, { vendors: [vendor], games: [catalogueGame(code, 'SLOT1', 'Slot')] }, t.clock.now());
  await setVendorLaunchUrl(t.app.ctx.db, code, 'https://games.example.com/play');
  const secret = await brandSecret(t, 'vendor', code);
  const list = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG' })).json().value.games as {
    nodeId: number;
    vassalage: string;
  }[];
  return { secret, gameId: list.find((game) => game.vassalage === code)!.nodeId };
}
