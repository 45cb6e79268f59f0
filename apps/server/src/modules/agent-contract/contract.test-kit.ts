import { expect } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { MemberType } from '@panalo/contract/member-types';
import type { ContractValue } from '@panalo/contract/agent-contract';
import { catalogueGame } from '../../test-support/games-kit.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import { setVendorLaunchUrl } from '../games/catalogue.repository';
import { fund } from '../withdraw/withdraw.test-kit';

/** Test helpers for the contract suites (not a test file itself): a three-level team that plays. */

const VENDOR = 'CONTVEN';
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Contract Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [catalogueGame(VENDOR, 'SLOT1', 'Contract Slot')],
};
const PASSWORD = 'Secret1234';

/**
 * agent1 (rate 300) → sub (agent) → subsub (agent); players: membera under agent1, members under
 * sub, memberss under subsub; outsider is another brand agent, deep is sub's second sub-agent.
 */
export async function contractTeam() {
  const t: TestApp = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SESSION_IDLE_MINUTES: '1440' });
  await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
  await setVendorLaunchUrl(t.app.ctx.db, VENDOR, 'https://games.example.com/play');
  const secret = await brandSecret(t, 'vendor', VENDOR);
  const list = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG' })).json().value.games as { nodeId: number }[];
  const gameId = list[0]!.nodeId;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const make = async (username: string, extra: Record<string, unknown> = {}) => {
    ids[username] = await t.account({ username, password: PASSWORD, ...extra });
    tokens[username] = await t.login(username, PASSWORD);
  };
  await make('agent1', { type: MemberType.AGENT, agentRateBp: 300 });
  await make('sub', { type: MemberType.AGENT_41, uplineId: ids.agent1, agentRateBp: 200 });
  await make('subsub', { type: MemberType.AGENT_41, uplineId: ids.sub, agentRateBp: 100 });
  await make('deep', { type: MemberType.AGENT_41, uplineId: ids.sub });
  await make('membera', { uplineId: ids.agent1 });
  await make('members', { uplineId: ids.sub });
  await make('memberss', { uplineId: ids.subsub });
  await make('outsider', { type: MemberType.AGENT, agentRateBp: 300 });
  for (const name of ['membera', 'members', 'memberss']) await fund(t, ids[name]!, 10_000_000);

  const calls = seamlessCalls(() => ({ t, vendor: VENDOR, secret, session: () => Promise.reject(new Error('unused')) }));
  /** One round of the member's: a stake, then a win (0 for a loss). */
  const play = async (who: string, stake: number, win: number) => {
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: gameId, backUrl: '/rng' },
      headers: bearer(tokens[who]!),
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const token = new URL(launched.json().value.url).searchParams.get('token')!;
    const roundId = calls.id('round');
    await calls.value('bet', { token, transactionId: calls.id('bet'), roundId, amount: stake });
    await calls.value('win', { token, transactionId: calls.id('win'), roundId, amount: win, endRound: true });
  };
  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    t.request({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
  /** A call that must succeed; its value. */
  const value = async <T = ContractValue>(method: 'GET' | 'POST', url: string, who: string, payload?: object): Promise<T> => {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  /** An upline offers and the downline accepts (confirming any ends). */
  const agree = async (upline: string, account: string, kind: string, terms: object) => {
    const offer = await value('POST', '/wps/agent/contract/offer', upline, { kind, account, terms });
    return value('POST', `/wps/agent/contract/${offer.id}/accept`, account, { confirmEndDownline: true });
  };
  return { t, ids, tokens, gameId, make, play, call, value, agree };
}
