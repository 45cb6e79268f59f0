import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { KycStatus } from '@panalo/contract/kyc';
import { offerOriginals } from '../modules/originals/originals-catalogue';
import { channelsOf, deposit } from '../modules/deposit/deposit.test-kit';
import { fund } from '../modules/withdraw/withdraw.test-kit';
import { brandSecret } from './brand-secrets.test-kit';
import { oneSlotSeamlessVendor } from './games-kit.test-kit';
import { seamlessCalls } from './seamless-calls.test-kit';
import { bearer, type TestApp } from './test-app.test-kit';

/**
 * Every money and play path a member's money takes, as the member's browser or a vendor calls it:
 * what the money-screen suites (restricted persons, the KYC deadline) walk. A stage holds what
 * the paths need: an agent to transfer to, a seamless vendor's slot and the built-in provider's dice.
 */
export interface MoneyStage {
  t: TestApp;
  agentId: number;
  vendor: string;
  vendorSecret: string;
  slotNodeId: number;
  diceNodeId: number;
}

export async function moneyStage(t: TestApp, vendor = 'SCRN'): Promise<MoneyStage> {
  await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
  const { secret, gameId } = await oneSlotSeamlessVendor(t, vendor, 'Screen Slots');
  await brandSecret(t, 'vendor', ORIGINALS_VENDOR);
  const games = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games as {
    gameCode: string;
    nodeId: number;
  }[];
  const agentId = await t.account({ username: `agent${vendor.toLowerCase()}`, password: 'Agent1234', type: MemberType.AGENT });
  return {
    t,
    agentId,
    vendor,
    vendorSecret: secret,
    slotNodeId: gameId,
    diceNodeId: games.find((game) => game.gameCode === 'dice')!.nodeId,
  };
}

/** A member under the stage's agent, funded, with payment password 123456, logged in. */
export async function stageMember(stage: MoneyStage, username: string, options: { kycStatus?: KycStatus; balance?: number } = {}) {
  const { t } = stage;
  const memberId = await t.account({
    username,
    password: 'Member1234',
    uplineId: stage.agentId,
    paymentPassword: '123456',
    ...(options.kycStatus ? { kycStatus: options.kycStatus } : {}),
  });
  await fund(t, memberId, options.balance ?? 1_000_000);
  return { memberId, token: await t.login(username, 'Member1234') };
}

/** What a call answered: its code when refused, 'OK' when it succeeded. */
export type Outcome = string;
const outcomeOf = (response: { statusCode: number; body: string; json(): { success?: boolean; code?: string } }): Outcome => {
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = response.json();
  return body.success ? 'OK' : (body.code ?? `HTTP ${response.statusCode}`);
};

export function moneyPaths(stage: MoneyStage) {
  const { t } = stage;
  const vendorCalls = seamlessCalls(() => ({ t, vendor: stage.vendor, secret: stage.vendorSecret, session: () => Promise.reject() }));
  const launch = (token: string, nodeId: number) =>
    t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
  /** The game session token of a launch (the member plays on it with the vendor). */
  const gameToken = async (token: string, nodeId: number): Promise<string> => {
    const launched = await launch(token, nodeId);
    expect(launched.statusCode, launched.body).toBe(200);
    return new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
  };
  return {
    gameToken,
    async deposit(token: string): Promise<Outcome> {
      const channel = (await channelsOf(t, token)).find((c) => c.code === 'GCASH')!;
      return outcomeOf(await deposit(t, token, { channelId: channel.id, amount: Math.max(channel.minAmount, 10_000) }));
    },
    async toUpline(token: string): Promise<Outcome> {
      return outcomeOf(
        await t.request({
          method: 'POST',
          url: '/wps/v2/transfer/upline',
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          payload: { amount: 1_500, paymentPassword: '123456' },
        }),
      );
    },
    /** Money between the main wallet and the built-in transfer vendor's wallet (SBXLIVE). */
    async vendorTransfer(token: string, direction: 'in' | 'out', amount = 2_000): Promise<Outcome> {
      const [from, to] = direction === 'in' ? ['MAIN', 'SBXLIVE'] : ['SBXLIVE', 'MAIN'];
      return outcomeOf(
        await t.request({
          method: 'POST',
          url: '/wps/v2/wallets/transfer',
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          payload: { from, to, amount },
        }),
      );
    },
    launch: async (token: string): Promise<Outcome> => outcomeOf(await launch(token, stage.slotNodeId)),
    /** A round of the built-in provider's dice, on a game session launched earlier. */
    originalsBet: async (diceToken: string): Promise<Outcome> =>
      outcomeOf(
        await t.request({
          method: 'POST',
          url: '/lgw/originals/v1/play',
          payload: { token: diceToken, game: 'dice', bet: { amount: 1_000, direction: 'under', target: 4_950 } },
        }),
      ),
    /** The seamless vendor's bet on a game session launched earlier. */
    seamlessBet: async (slotToken: string, roundId = vendorCalls.id('round')): Promise<Outcome> =>
      outcomeOf(await vendorCalls.call('bet', { token: slotToken, transactionId: vendorCalls.id('bet'), roundId, amount: 1_000 })),
    vendorCalls,
  };
}
